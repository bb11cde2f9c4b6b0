import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { sourceText } from '../../src/text/source-text';
import { planDeck } from '../../src/engine/plan';
import { contentAcceptable, contentQuality } from './content-quality';
import { CONTENT_EXTENSIONS, readContentSource } from './content-sources';
import { checkDeckQuality } from './deck-quality';
import { acceptable } from './quality-cli';
import { renderDeck } from '../../src/engine/package';
import { FontMeasurer } from '../../src/engine/fit';

/**
 * `node dist-quality/test/quality/content-matrix.js <file or folder>... [--print] [--plans <dir>]
 * [--templates <dir>]`: plans a deck from each document offline and prints its content figures
 * as a Markdown table row (docs/benchmarks.md, "Content quality"); `--print` shows each deck's
 * text slide by slide, `--plans` writes the plans as JSON, `--templates` renders every deck into
 * every template of the folder and checks it (overflow, notes, structure). Exits 1 when a deck
 * fails the content or rendering checks.
 */
export async function contentMatrix(args: string[]): Promise<number> {
  const print = args.includes('--print');
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const plansDir = option('--plans');
  const templatesDir = option('--templates');
  const values = new Set([plansDir, templatesDir]);
  const inputs = args.filter((arg) => !arg.startsWith('--') && !values.has(arg));
  const templates = templatesDir
    ? readdirSync(templatesDir)
        .filter((name) => name.endsWith('.pptx'))
        .sort()
        .map((name) => ({ name, bytes: readFileSync(join(templatesDir, name)) }))
    : [];
  const measurer = new FontMeasurer();
  const files = inputs.flatMap((input) =>
    CONTENT_EXTENSIONS.includes(extname(input).toLowerCase())
      ? [input]
      : readdirSync(input)
          .filter((name) => CONTENT_EXTENSIONS.includes(extname(name).toLowerCase()))
          .sort()
          .map((name) => join(input, name)),
  );
  if (files.length === 0) {
    console.error('usage: content-matrix <file or folder>... [--print] [--plans <dir>]');
    return 2;
  }
  if (plansDir) mkdirSync(plansDir, { recursive: true });
  let failed = false;
  process.stdout.write(
    '| source | lang | words | content slides | per 1,000 words | ellipsis | junk | one-bullet | repeats | cut titles | coverage | problems |\n',
  );
  process.stdout.write(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n',
  );
  for (const file of files) {
    // A corpus holds files the product refuses (scans here, where OCR is not run): a row each.
    const source = await readContentSource(file).catch((error: Error) => error);
    if (source instanceof Error) {
      process.stdout.write(`| ${basename(file)} | refused: ${source.message} |\n`);
      continue;
    }
    const plan = planDeck(source.source.title ?? source.name, [source], new Date());
    const q = contentQuality(plan, sourceText(source.source));
    const problems = contentAcceptable(q);
    failed ||= problems.length > 0;
    process.stdout.write(
      `| ${source.name} | ${plan.language} | ${q.sourceWords} | ${q.contentSlides} | ${q.contentSlidesPer1000Words} | ${q.ellipsisBullets} | ${q.junkBullets} | ${q.oneBulletSlides} | ${q.verbatimRepeats} | ${q.cutTitles} | ${q.coverage} | ${problems.join('; ') || 'none'} |\n`,
    );
    for (const template of templates) {
      const deck = await renderDeck(plan, template.bytes, new Map(), measurer);
      const report = await checkDeckQuality(deck.bytes, measurer);
      if (!acceptable(report)) {
        failed = true;
        console.error(`${source.name} in ${template.name}: ${JSON.stringify(report)}`);
      }
    }
    if (plansDir)
      writeFileSync(join(plansDir, `${source.name}.plan.json`), JSON.stringify(plan, null, 2));
    if (print) console.error(describePlan(plan));
  }
  return failed ? 1 : 0;
}

/** A deck's text as a reader meets it, slide by slide. */
function describePlan(plan: ReturnType<typeof planDeck>): string {
  const lines = [`# ${plan.title} (${plan.language}, ${plan.direction})`];
  plan.slides.forEach((slide, index) => {
    lines.push(`${index + 1}. [${slide.kind}] ${slide.title}`);
    if ('subtitle' in slide && slide.subtitle) lines.push(`     ~ ${slide.subtitle}`);
    if (slide.kind === 'bullets')
      for (const b of slide.bullets) lines.push(`     ${'  '.repeat(b.level)}- ${b.text}`);
    if (slide.kind === 'statement') lines.push(`     » ${slide.text}`);
    if (slide.kind === 'big-number') lines.push(`     # ${slide.value} — ${slide.label}`);
    if (slide.kind === 'two-columns')
      for (const column of [slide.left, slide.right])
        lines.push(
          `     | ${column.heading ?? ''}: ${column.bullets.map((b) => b.text).join(' / ')}`,
        );
  });
  return lines.join('\n');
}

if (require.main === module)
  void contentMatrix(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
