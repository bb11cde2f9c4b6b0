import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LibreOfficeRenderer } from '@deckforge/kit';
import { planDeck } from '../../src/engine/plan';
import { checkDeckQuality } from '../quality/deck-quality';
import { CONTRAST_WIDTH } from '../quality/pdf-pages';
import { printedWords } from '../quality/pdf-words';
import { readPixmap } from '../quality/pixmap';
import { ownerTitleLayouts } from '../quality/owner-titles';
import { printedWordFindings } from '../quality/printed-words';
import { renderedContrast } from '../quality/rendered-contrast';
import { renderDeck } from '../../src/engine/package';
import { reportTemplate } from '../../src/engine/layout';
import { FontMeasurer } from '../../src/engine/fit';
import { languagePlan } from '../support/language-sources';
import { realSources } from '../support/real-sources';
import { matrixSources, matrixTemplates, type MatrixTemplate } from '../support/quality-matrix';
import { extraTemplates, libreOfficeTemplates, wildTemplates } from '../support/real-templates';

/**
 * The full template matrix (`npm run matrix`): the fixture sources, and real documents (a long
 * paper, a short Word document, a spreadsheet: support/real-sources.ts), rendered into every
 * system, shared, wild and LibreOffice template; each deck's quality report; LibreOffice prints
 * every deck and a montage per deck lands in MATRIX_DIR (default `gallery/matrix`).
 * MATRIX_ONLY=name,name limits the templates (for a quick look), MATRIX_SOURCES=file,… the
 * real documents (`none`: the fixture sources only); MATRIX_TEMPLATES_DIR adds the .pptx and
 * .potx files of a folder (templates from anywhere; those the product refuses, as an upload
 * would be, are counted in matrix.json and skipped).
 */
jest.setTimeout(3_600_000);

const OUT = resolve(process.env.MATRIX_DIR ?? 'gallery/matrix');
const ONLY = process.env.MATRIX_ONLY?.split(',').filter(Boolean);
const measurer = new FontMeasurer();

it('renders every template without findings', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'matrix-'));
  mkdirSync(OUT, { recursive: true });
  try {
    const matrix = await matrixSources(dir);
    const plan = planDeck(
      'Operations review 2026',
      matrix.sources,
      new Date('2026-11-21T12:00:00Z'),
    );
    // The Arabic and Chinese templates also get a deck in their own language.
    const wild = wildTemplates(['wild/templates', 'wild2/templates']);
    const real = await realSources(dir);
    const documents = real.map(({ source, assets }) => ({
      name: source.name.replace(/\./g, '-'),
      plan: planDeck(
        source.source.title ?? source.name,
        [source],
        new Date('2026-11-21T12:00:00Z'),
      ),
      assets,
    }));
    const inLanguage = (code: 'ar' | 'zh', part: string) =>
      wild
        .filter((template) => template.name.includes(part))
        .map((template) => ({ ...template, name: `${code}-${template.name}`, language: code }));
    const templates: Array<MatrixTemplate & { language?: 'ar' | 'zh' }> = [
      ...matrixTemplates(),
      ...wild,
      ...inLanguage('ar', 'ar-SA'),
      ...inLanguage('zh', 'zh-CN'),
      ...libreOfficeTemplates(),
      ...extraTemplates(),
    ].filter((template) => !ONLY || ONLY.some((name) => template.name.includes(name)));
    const results: Record<string, unknown> = {};
    const decks: string[] = [];
    const names: string[] = [];
    const titlesOf: Array<Set<string>> = [];
    const started = Date.now();
    const refused: Record<string, string> = {};
    for (const template of templates) {
      const bytes = await template.load();
      const verdict = await reportTemplate(bytes).catch((error: Error) => ({
        usable: false,
        reason: error.message,
      }));
      if (!verdict.usable) {
        refused[template.name] = 'reason' in verdict ? String(verdict.reason) : 'unusable';
        continue;
      }
      const ownerTitles = await ownerTitleLayouts(bytes);
      const fixtures = {
        name: '',
        plan: template.language ? await languagePlan(template.language) : plan,
        assets: matrix.assets,
      };
      for (const source of template.language ? [fixtures] : [fixtures, ...documents]) {
        const name = source.name ? `${source.name}--${template.name}` : template.name;
        const start = Date.now();
        const deck = await renderDeck(source.plan, bytes, source.assets).catch((error: Error) => {
          throw new Error(`${name}: ${error.message}`);
        });
        const ms = Date.now() - start;
        const report = await checkDeckQuality(deck.bytes, measurer);
        const path = join(OUT, name);
        writeFileSync(path, deck.bytes);
        decks.push(path);
        names.push(name);
        titlesOf.push(ownerTitles);
        results[name] = { ms, layouts: deck.layouts, ...report };
      }
    }
    const renderMs = Date.now() - started;
    const renderer = new LibreOfficeRenderer({
      sofficePath: 'soffice',
      pdftoppmPath: 'pdftoppm',
      timeoutMs: 1_800_000,
      profileDir: join(dir, 'profile'),
    });
    const pdfs = await renderer.toPdfs(decks, join(dir, 'pdf'));
    for (const [index, pdf] of pdfs.entries()) {
      const pages = await renderer.pagesToPng(pdf, 400, join(dir, `pages-${index}`));
      const pixmaps = await renderer.pagesToPixmaps(
        pdf,
        CONTRAST_WIDTH,
        join(dir, `pixmaps-${index}`),
      );
      const pixmapOf = async (page: number) =>
        pixmaps[page] ? readPixmap(pixmaps[page]) : undefined;
      const deck = readFileSync(decks[index]);
      const lowContrast = await renderedContrast(deck, pixmapOf);
      const printed = await printedWordFindings(
        deck,
        await printedWords(pdf),
        pixmapOf,
        titlesOf[index],
      );
      rmSync(join(dir, `pixmaps-${index}`), { recursive: true, force: true });
      Object.assign(results[names[index]] as object, {
        pdfPages: pages.length,
        lowContrast,
        printed,
      });
      execFileSync('montage', [
        ...pages,
        '-tile',
        '4x',
        '-geometry',
        '+6+6',
        decks[index].replace(/\.pptx$/, '.png'),
      ]);
    }
    writeFileSync(
      join(OUT, 'matrix.json'),
      JSON.stringify({ renderMs, refused, results }, null, 2),
    );
    const findings = Object.entries(results).flatMap(([name, result]) =>
      findingsOf(result as Awaited<ReturnType<typeof checkDeckQuality>>).map(
        (f) => `${name}: ${f}`,
      ),
    );
    console.log(
      `${templates.length} templates, ${decks.length} decks, render ${renderMs} ms\n${findings.join('\n')}`,
    );
    expect(findings).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function findingsOf(report: Awaited<ReturnType<typeof checkDeckQuality>>): string[] {
  const out: string[] = [];
  if (report.overflowingSlides.length) out.push(`overflow ${report.overflowingSlides}`);
  if (report.structuralErrors.length) out.push(`structure ${report.structuralErrors}`);
  if (report.visuals.overlaps.length)
    out.push(`overlaps ${JSON.stringify(report.visuals.overlaps)}`);
  if (report.visuals.offSlide.length)
    out.push(`off slide ${JSON.stringify(report.visuals.offSlide)}`);
  if (report.cutTitles.length) out.push(`cut or small titles ${report.cutTitles}`);
  if (report.smallText.length) out.push(`text below the floors ${report.smallText}`);
  if (report.thinListParts.length) out.push(`lists in crumbs ${report.thinListParts}`);
  if (report.picturesOverArtwork.length)
    out.push(`pictures over artwork ${report.picturesOverArtwork}`);
  if (report.smallFigures.length) out.push(`small figures ${report.smallFigures}`);
  if (report.contentOnCover.length) out.push(`content on a cover ${report.contentOnCover}`);
  if (report.typeScale.jumps.length)
    out.push(
      `list sizes jump ${report.typeScale.jumps} (${JSON.stringify(report.typeScale.listSizes)})`,
    );
  if (report.partsThatFit.length) out.push(`split lists that fit one slide ${report.partsThatFit}`);
  if (report.repeatedPoints.length) out.push(`repeated bullets ${report.repeatedPoints}`);
  if (report.subPointsLarger.length)
    out.push(`sub-points larger than their points ${report.subPointsLarger}`);
  for (const f of report.lowContrast ?? [])
    out.push(`slide ${f.slide} "${f.text}" #${f.colour} at ${f.ratio}:1 (needs ${f.needed}:1)`);
  for (const f of report.printed?.findings ?? [])
    out.push(
      `printed ${f.kind} slide ${f.slide} "${f.text}"${f.ratio ? ` #${f.colour} at ${f.ratio}:1 (needs ${f.needed}:1)` : ''}`,
    );
  return out;
}
