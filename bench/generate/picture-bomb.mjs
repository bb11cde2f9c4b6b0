#!/usr/bin/env node
// bench/generate/picture-bomb.mjs: how long reading a PDF picture bomb takes (issue 26). The PDF
// (about 200 KB) draws a 40000×40000 picture under a figure caption; the second page shows an
// ordinary photograph. Reads it as a token count does inside the extraction process (pdf.js
// text, the pictures' declared sizes, pdftohtml layout, figures), `runs` times, each time a
// byte-different copy, and once the way it was read before the pixel budget (pdftohtml writing
// every picture, which the extraction gave up on after 30 s). Build first (npm run build).
//   node bench/generate/picture-bomb.mjs [runs=5]
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { FigureFiles, parsePdf, pdfLib, PDF_TOOLS as tools } from '../lib/pipeline.mjs';

const runs = Number(process.argv[2] ?? 5);
const SIDE = 40_000;
const BUDGET_PIXELS = 100_000_000; // IMAGE_MAX_MEGAPIXELS' default
const dir = mkdtempSync(join(tmpdir(), 'bench-picture-bomb-'));

async function bombPdf() {
  const { PDFDocument, PDFName, PDFRawStream, StandardFonts } = pdfLib;
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // One bit per pixel, white: 200 MB of rows that deflate to about 200 KB.
  const data = deflateSync(Buffer.alloc((SIDE / 8) * SIDE, 0xff), { level: 9 });
  const bomb = pdf.context.register(
    PDFRawStream.of(
      pdf.context.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: SIDE,
        Height: SIDE,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 1,
        Filter: 'FlateDecode',
        Length: data.length,
      }),
      data,
    ),
  );
  const page = pdf.addPage([595, 842]);
  page.drawText('A report whose first figure is a picture bomb.', {
    x: 50,
    y: 780,
    size: 11,
    font,
  });
  page.node.setXObject(PDFName.of('Bomb'), bomb);
  page.pushOperators(
    pdfLib.pushGraphicsState(),
    pdfLib.concatTransformationMatrix(400, 0, 0, 400, 100, 300),
    pdfLib.drawObject('Bomb'),
    pdfLib.popGraphicsState(),
  );
  page.drawText('Figure 1: The whole picture.', { x: 100, y: 285, size: 9, font });
  return Buffer.from(await pdf.save());
}

async function read(bytes, run) {
  const work = mkdtempSync(join(dir, 'run-'));
  const path = join(work, 'bomb.pdf');
  writeFileSync(path, bytes);
  const figures = join(work, 'figures');
  mkdirSync(figures);
  const started = performance.now();
  const parsed = await parsePdf(bytes, 500, {
    path,
    tools,
    workDir: figures,
    files: new FigureFiles(figures, BUDGET_PIXELS),
    maxPixels: BUDGET_PIXELS,
  });
  const ms = performance.now() - started;
  rmSync(work, { recursive: true, force: true });
  if (parsed.skippedPictures !== 1) throw new Error(`run ${run}: the bomb was not left out`);
  return ms;
}

async function before(bytes) {
  const path = join(dir, 'before.pdf');
  writeFileSync(path, bytes);
  const started = performance.now();
  const outcome = await promisify(execFile)(
    'pdftohtml',
    ['-xml', '-q', '-nodrm', '-zoom', '1', '-nomerge', path, join(dir, 'before')],
    { timeout: 30_000 },
  ).then(
    () => 'finished',
    () => 'stopped at the 30 s timeout',
  );
  return { ms: performance.now() - started, outcome };
}

const bomb = await bombPdf();
console.log(`PDF: ${(bomb.length / 1024).toFixed(0)} KB, one ${SIDE}×${SIDE} picture`);
const times = [];
for (let run = 0; run < runs; run++)
  times.push(await read(Buffer.concat([bomb, Buffer.from(`\n% copy ${run}\n`)]), run));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `with the pixel budget: median ${sorted[Math.floor(runs / 2)].toFixed(0)} ms, max ${sorted[runs - 1].toFixed(0)} ms over ${runs} byte-different copies`,
);
const old = await before(bomb);
console.log(
  `pdftohtml laying out every picture (as before): ${old.ms.toFixed(0)} ms, ${old.outcome}`,
);
rmSync(dir, { recursive: true, force: true });
