#!/usr/bin/env node
// bench/generate/figures.mjs: a 20-page PDF with a vector figure and its caption on every page
// (bars, axes and labels drawn as paths, "Figure N: ..." under them, a paragraph that refers to
// it), generated end to end in this process: extraction with figures (pdf.js text, pdftohtml
// layout, pdf.js drawings, pdftoppm regions), planning, rendering and the package check. Also
// the Raft paper when ../shared/fixtures/wild is present. Build first (npm run build).
//   node bench/generate/figures.mjs [runs=3]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/environment.mjs';
import { pdfLib, timedPdfDeck } from '../lib/pipeline.mjs';

const { PDFDocument, StandardFonts, rgb } = pdfLib;
const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'bench-figures-'));

async function figuresPdf(pages) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Region ${index + 1}`, { x: 50, y: 780, size: 20, font: bold });
    page.drawText(`Figure ${index + 1} shows how sales in region ${index + 1} grew each quarter.`, {
      x: 50,
      y: 750,
      size: 11,
      font: regular,
    });
    // A bar chart drawn with paths: axes, four bars, labels.
    page.drawLine({ start: { x: 80, y: 450 }, end: { x: 480, y: 450 }, thickness: 1 });
    page.drawLine({ start: { x: 80, y: 450 }, end: { x: 80, y: 700 }, thickness: 1 });
    for (let bar = 0; bar < 4; bar++) {
      const height = 60 + ((index * 37 + bar * 53) % 170);
      page.drawRectangle({
        x: 110 + bar * 90,
        y: 450,
        width: 50,
        height,
        color: rgb(0.2, 0.4, 0.8),
      });
      page.drawText(`Q${bar + 1}`, { x: 125 + bar * 90, y: 436, size: 9, font: regular });
    }
    page.drawText(`Figure ${index + 1}: Quarterly sales in region ${index + 1}, in thousands.`, {
      x: 80,
      y: 412,
      size: 9,
      font: regular,
    });
    let y = 380;
    for (let line = 0; line < 12; line++) {
      page.drawText(
        `The team in region ${index + 1} kept costs flat while revenue rose; line ${line + 1} of the discussion.`,
        { x: 50, y, size: 11, font: regular },
      );
      y -= 15;
    }
  }
  return Buffer.from(await pdf.save());
}

async function generate(name, bytes) {
  const { parsed, plan, deck, extractMs, totalMs, cpuMs } = await timedPdfDeck(name, bytes, {
    dir,
    withFigures: true,
    maxPixels: 100_000_000,
    date: new Date('2026-11-21T12:00:00Z'),
  });
  return {
    extractMs,
    totalMs,
    cpuMs,
    figures: parsed.figures?.length ?? 0,
    slides: deck.slideCount,
    pictureSlides: plan.slides.filter((slide) => slide.kind === 'picture').length,
  };
}

const inputs = process.env.ONLY_RAFT ? [] : [['figures-20-pages.pdf', await figuresPdf(20)]];
const raft = join(root, '..', 'shared', 'fixtures', 'wild', 'sources', 'raft.pdf');
if (existsSync(raft)) inputs.push(['raft.pdf (17 pages)', readFileSync(raft)]);
console.log(
  '| input | figures | slides | extraction ms (median) | end to end ms (median) | end to end ms (max) | CPU ms (median) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, bytes] of inputs) {
  await generate(name, bytes); // warm-up: fonts, pdf.js, the template's analysis
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await generate(name, bytes));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const { figures, slides } = results[0];
  console.log(
    `| ${name} | ${figures} | ${slides} | ${Math.round(median(results.map((r) => r.extractMs)))} | ${Math.round(median(results.map((r) => r.totalMs)))} | ${Math.round(Math.max(...results.map((r) => r.totalMs)))} | ${Math.round(median(results.map((r) => r.cpuMs)))} |`,
  );
}
rmSync(dir, { recursive: true, force: true });
