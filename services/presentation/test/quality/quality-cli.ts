import { readFile } from 'node:fs/promises';
import { LibreOfficeRenderer } from '@deckforge/kit';
import { FontMeasurer } from '../../src/engine/fit';
import { contentMatrix } from './content-matrix';
import { checkDeckQuality, type DeckQuality } from './deck-quality';
import { renderedFindings } from './pdf-pages';

/**
 * `npm run quality -w @deckforge/presentation-service -- --content <document or folder>...`:
 * the content figures of the decks planned from those documents (see content-matrix.ts).
 *
 * `npm run quality -w @deckforge/presentation-service -- <deck.pptx>... [--json] [--no-pdf]`:
 * the quality report of each deck (see DeckQuality). Exits 1 when a deck has overflowing
 * text, structural errors, a page count other than its slide count, content on a cover, text
 * LibreOffice draws with too little contrast, or is missing notes or alt text.
 */
async function main(args: string[]) {
  if (args.includes('--content')) return contentMatrix(args.filter((arg) => arg !== '--content'));
  const json = args.includes('--json');
  const pdf = !args.includes('--no-pdf');
  const decks = args.filter((arg) => !arg.startsWith('--'));
  if (decks.length === 0) {
    console.error('usage: quality <deck.pptx>... [--json] [--no-pdf]');
    return 2;
  }
  const measurer = new FontMeasurer();
  const renderer = new LibreOfficeRenderer({
    sofficePath: process.env.SOFFICE_PATH ?? 'soffice',
    pdftoppmPath: process.env.PDFTOPPM_PATH ?? 'pdftoppm',
    timeoutMs: 120_000,
  });
  let failed = false;
  const reports: Array<{ deck: string } & DeckQuality> = [];
  for (const deck of decks) {
    const bytes = await readFile(deck);
    const report = await checkDeckQuality(bytes, measurer);
    if (pdf) Object.assign(report, await renderedFindings(renderer, bytes));
    reports.push({ deck, ...report });
    failed ||= !acceptable(report);
  }
  process.stdout.write(
    `${json ? JSON.stringify(reports, null, 2) : reports.map(describe).join('\n\n')}\n`,
  );
  return failed ? 1 : 0;
}

/** What the tests require of every generated deck. */
export function acceptable(report: DeckQuality): boolean {
  return (
    report.overflowingSlides.length === 0 &&
    report.structuralErrors.length === 0 &&
    report.picturesWithoutAltText === 0 &&
    report.slidesWithoutNotes.length === 0 &&
    report.visuals.overlaps.length === 0 &&
    report.visuals.offSlide.length === 0 &&
    report.contentOnCover.length === 0 &&
    (report.lowContrast ?? []).length === 0 &&
    (report.printed?.findings ?? []).length === 0 &&
    (report.pdfPages === undefined || report.pdfPages === report.slides)
  );
}

function describe(report: { deck: string } & DeckQuality): string {
  const list = (items: unknown[]) => (items.length ? items.join(', ') : 'none');
  return [
    report.deck,
    `  slides                      ${report.slides}`,
    `  slides with overflow        ${list(report.overflowingSlides)}`,
    `  bullets over the limits     ${report.bulletsOverLimits}`,
    `  pictures without alt text   ${report.picturesWithoutAltText}`,
    `  slides without notes        ${list(report.slidesWithoutNotes)}`,
    `  layouts used / available    ${report.layoutsUsed.length} / ${report.layoutsAvailable.length} (${report.layoutsUsed.join(', ')})`,
    `  pictures / tables / charts  ${report.visuals.pictures} / ${report.visuals.tables} / ${report.visuals.charts}`,
    `  overlapping elements        ${list(report.visuals.overlaps)}`,
    `  elements off the slide      ${list(report.visuals.offSlide)}`,
    `  content on a cover          ${list(report.contentOnCover)}`,
    `  text hard to read           ${report.lowContrast ? list(report.lowContrast.map((f) => `${f.slide}: "${f.text}" #${f.colour} ${f.ratio}:1 (needs ${f.needed}:1)`)) : 'not checked'}`,
    `  printed words               ${report.printed ? list(report.printed.findings.map((f) => `${f.slide} ${f.kind}: "${f.text}"${f.ratio ? ` ${f.ratio}:1 (needs ${f.needed}:1)` : ''}`)) : 'not checked'}`,
    `  printed body size spread    ${report.printed?.bodySpread ?? 'not checked'}`,
    `  layout per slide            ${report.slideLayouts.map((name, i) => `${i + 1} ${name}`).join(', ')}`,
    `  structural errors           ${list(report.structuralErrors)}`,
    `  LibreOffice pages           ${report.pdfPages ?? 'not checked'}`,
  ].join('\n');
}

if (require.main === module)
  void main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
