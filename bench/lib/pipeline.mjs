// The presentation service's pipeline from its build, for benchmarks that run PDFs through it in
// their own process (generate/figures.mjs, generate/picture-bomb.mjs, ocr/scan.mjs): pdf-lib to
// make the PDFs, the PDF parser with its figure files, the planner, the renderer with its text
// measurer, the template the decks are drawn in, and the CPU time it all took. Build first
// (npm run build).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './environment.mjs';

const require = createRequire(join(root, 'services/presentation/package.json'));
const dist = (path) => join(root, 'services/presentation/dist', path);

export const pdfLib = require('pdf-lib');
const { parsePdf, FigureFiles } = await import(dist('engine/extract/index.js'));
const { planDeck } = await import(dist('engine/plan/index.js'));
const { renderDeck } = await import(dist('engine/package/index.js'));
const { FontMeasurer } = await import(dist('engine/fit/index.js'));

const measurer = new FontMeasurer();
const template = readFileSync(join(root, 'services/storage/assets/system-templates/meridian.pptx'));
/** The Poppler tools the PDF parser runs, found on the PATH. */
const PDF_TOOLS = { pdftoppm: 'pdftoppm', pdftohtml: 'pdftohtml', pdfimages: 'pdfimages' };

/** CPU time (ms) of this process and of the children it waited for (Poppler, Tesseract). */
function cpuMs() {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime (fields 16 and 17 of stat, counted from the state field as 3) in ticks.
  const children = (Number(fields[13]) + Number(fields[14])) * 10;
  return (own.user + own.system) / 1000 + children;
}

/**
 * A deck made of a PDF as a generation makes it, in a folder of its own under `dir`, timed:
 * the parser (with `ocr`, the parser's OCR options, it reads pages that are pictures), the
 * planner and the renderer. `withFigures` keeps the figures found as the deck's pictures.
 */
export async function timedPdfDeck(
  name,
  bytes,
  { dir, ocr, withFigures = false, maxPixels, date },
) {
  const work = mkdtempSync(join(dir, 'run-'));
  const path = join(work, 'source.pdf');
  writeFileSync(path, bytes);
  const workDir = join(work, 'figures');
  mkdirSync(workDir);
  const started = performance.now();
  const cpuStarted = cpuMs();
  const parsed = await parsePdf(
    bytes,
    500,
    { path, tools: PDF_TOOLS, workDir, files: new FigureFiles(workDir), maxPixels },
    ocr && { path, workDir, ...ocr },
  );
  const extracted = performance.now();
  const pictures = withFigures
    ? (parsed.figures ?? []).map((figure, index) => ({
        ...figure,
        blobKey: `figure-${index}`,
        orientation: 'landscape',
      }))
    : [];
  const assets = new Map(pictures.map((picture) => [picture.blobKey, join(workDir, picture.file)]));
  const plan = planDeck(name, [{ name, source: { kind: 'text', ...parsed, pictures } }], date);
  const deck = await renderDeck(plan, template, assets, measurer);
  const done = performance.now();
  const cpu = cpuMs() - cpuStarted;
  rmSync(work, { recursive: true, force: true });
  return {
    parsed,
    plan,
    deck,
    extractMs: extracted - started,
    totalMs: done - started,
    cpuMs: cpu,
  };
}
