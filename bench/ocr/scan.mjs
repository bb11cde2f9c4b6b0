#!/usr/bin/env node
// bench/ocr/scan.mjs: a 10-page scan made into a deck, end to end in this process: pdf.js finds
// no text layer, pdftoppm draws each page and Tesseract reads it (pdf-ocr.ts, two pages at a
// time), then planning, rendering and the package check. The scan is made here: ten pages of
// the Paxos paper (../shared/fixtures/wild) or, without it, of a generated report, drawn at
// 300 dpi in grey, turned by 0.8°, with noise, blur and a threshold as a scanner leaves them.
// Words found are measured against the pages' own text. Further PDFs given as arguments are
// made into decks as they are (e.g. a paper whose text layer is garbage). Build first.
//   node bench/ocr/scan.mjs [file.pdf ...]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { root } from '../lib/environment.mjs';
import { pdfLib, timedPdfDeck } from '../lib/pipeline.mjs';

const { PDFDocument, StandardFonts } = pdfLib;
const dir = mkdtempSync(join(tmpdir(), 'bench-ocr-'));
const run = (binary, args) => execFileSync(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });

/** Ten pages of text with a text layer: Paxos when the shared fixtures are there. */
async function textPages() {
  const paxos = join(root, '..', 'shared', 'fixtures', 'wild', 'sources', 'paxos-made-simple.pdf');
  if (existsSync(paxos)) return { path: paxos, first: 4, last: 13, name: 'Paxos pages 4-13' };
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let index = 0; index < 10; index++) {
    const page = pdf.addPage([612, 792]);
    for (let line = 0; line < 40; line++)
      page.drawText(
        `In region ${index + 1} the team kept costs flat while revenue rose; line ${line + 1} of the report.`,
        { x: 72, y: 720 - line * 16, size: 11, font },
      );
  }
  const path = join(dir, 'report.pdf');
  writeFileSync(path, await pdf.save());
  return { path, first: 1, last: 10, name: 'a generated report' };
}

/** The pages as a scanner gives them: pictures only, no text layer. */
async function scanOf({ path, first, last }) {
  run('pdftoppm', ['-gray', '-png', '-r', '300', '-f', first, '-l', last, path, join(dir, 'page')]);
  const scan = await PDFDocument.create();
  for (let number = first; number <= last; number++) {
    const page = join(dir, `page-${String(number).padStart(2, '0')}.png`);
    const scanned = join(dir, `scanned-${number}.png`);
    run(
      'convert',
      [page, '-rotate', '0.8', '-attenuate', '0.6', '+noise', 'Gaussian'].concat([
        '-blur',
        '0x0.7',
        '-background',
        'white',
        '-flatten',
        '-threshold',
        '55%',
        scanned,
      ]),
    );
    scan.addPage([612, 792]).drawImage(await scan.embedPng(readFileSync(scanned)), {
      x: 0,
      y: 0,
      width: 612,
      height: 792,
    });
  }
  return Buffer.from(await scan.save());
}

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
/** Share of the words of `truth` found in `text`, each as often as it occurs. */
function recall(truth, text) {
  const bag = new Map();
  for (const word of words(text)) bag.set(word, (bag.get(word) ?? 0) + 1);
  const all = words(truth);
  let found = 0;
  for (const word of all)
    if (bag.get(word) > 0) {
      found++;
      bag.set(word, bag.get(word) - 1);
    }
  return found / all.length;
}

async function deckOf(name, bytes) {
  const { parsed, deck, extractMs, totalMs, cpuMs } = await timedPdfDeck(name, bytes, {
    dir,
    ocr: {
      tools: { pdftoppm: 'pdftoppm', tesseract: 'tesseract' },
      maxPages: 60,
      timeoutMs: 600_000,
    },
    date: new Date('2026-11-27T12:00:00Z'),
  });
  const text = parsed.sections
    .flatMap((section) => [section.heading ?? '', ...section.blocks.map((block) => block.text)])
    .join('\n');
  return { extractMs, totalMs, cpuMs, deck, text };
}

const pages = await textPages();
const truth = run('pdftotext', ['-f', pages.first, '-l', pages.last, pages.path, '-']).toString();
const inputs = [[`10-page scan (${pages.name})`, await scanOf(pages), truth]];
for (const file of process.argv.slice(2)) inputs.push([basename(file), readFileSync(file)]);
console.log(
  `cores: ${execFileSync('nproc').toString().trim()}, load: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(
  '| input | pages | words read | words found | slides | OCR and text s | to deck s | CPU s |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, bytes, expected] of inputs) {
  const result = await deckOf(name, bytes);
  const found = expected ? `${(recall(expected, result.text) * 100).toFixed(1)} %` : '—';
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `| ${name} | ${(await PDFDocument.load(bytes, { ignoreEncryption: true })).getPageCount()} | ${words(result.text).length} | ${found} | ${result.deck.slideCount} | ${seconds(result.extractMs)} | ${seconds(result.totalMs)} | ${seconds(result.cpuMs)} |`,
  );
}
rmSync(dir, { recursive: true, force: true });
