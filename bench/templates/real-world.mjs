#!/usr/bin/env node
// bench/templates/real-world.mjs: the template matrix over every template a user might bring —
// the system templates, ../shared/fixtures/templates, wild/ and wild2/ templates, LibreOffice's
// own (.otp) and real-world .pptx files of public test corpora (any deck can be a template;
// those the product refuses are counted, not rendered) — each × the fixture deck and real
// documents (a long paper, a short Word document, a spreadsheet, a Word document of pictures).
// Runs the presentation service's matrix (test/matrix/template-matrix.matrix.ts: renders,
// checks, prints with LibreOffice, judges the printed words, draws a montage per deck) in steps
// of a few templates, so that a loaded machine gets through, then writes findings.md (the
// table: decks and findings by kind, per template) and the montages into the output folder.
//   node bench/templates/real-world.mjs [--out DIR] [--step N] [--corpora N] [--only a,b] [--table]
// Corpora: REAL_WORLD_CORPORA (':'-separated folders of .pptx, read only; default
// /tmp/corpora/{tika-pptx,python-pptx,onlyoffice}), --corpora N of them (default 30), taken
// in name order. MATRIX_SOURCES picks the real documents (see test/support/real-sources.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { root } from '../lib/environment.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const out = resolve(option('--out', join(root, 'bench/results/real-world')));
const step = Number(option('--step', 6));
const corporaCount = Number(option('--corpora', 30));
const only = option('--only', '')?.split(',').filter(Boolean);
const service = join(root, 'services/presentation');
const JSZip = createRequire(join(service, 'package.json'))('jszip');
const shared = join(root, '..', 'shared', 'fixtures');
const pptxIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.(pptx|potx)$/i.test(name))
        .filter((name) => readFileSync(join(dir, name)).subarray(0, 2).toString() === 'PK')
        .sort()
    : [];

/**
 * What makes a design: the theme and the masters, without their words, languages and fonts (a
 * deck in 45 languages is one design).
 */
async function designOf(file) {
  const zip = await JSZip.loadAsync(readFileSync(file)).catch(() => undefined);
  if (!zip) return file;
  const parts = Object.keys(zip.files)
    .filter((name) => /^ppt\/(theme\/theme1|slideMasters\/slideMaster\d+)\.xml$/.test(name))
    .sort();
  const hash = createHash('sha1');
  for (const part of parts)
    hash.update(
      (await zip.file(part).async('string'))
        .replace(/<a:t>[^<]*<\/a:t>/g, '')
        .replace(
          / (lang|altLang|typeface|panose|pitchFamily|charset|name|rtl|rtlCol|algn)="[^"]*"/g,
          '',
        )
        .replace(/<a:font script="[^"]*"\/>/g, '')
        .replace(/^\uFEFF/, ''),
    );
  return hash.digest('hex');
}

/**
 * The corpora's decks, one per design, taken from each corpus in turn, linked into one folder
 * for MATRIX_TEMPLATES_DIR under short names.
 */
async function corpora() {
  const folders = (
    process.env.REAL_WORLD_CORPORA ??
    ['tika-pptx', 'python-pptx', 'onlyoffice'].map((name) => `/tmp/corpora/${name}`).join(':')
  ).split(':');
  const dir = mkdtempSync(join(tmpdir(), 'real-world-templates-'));
  const seen = new Set();
  const files = [];
  for (const folder of folders)
    for (const name of pptxIn(folder)) {
      const design = await designOf(join(folder, name));
      if (seen.has(design)) continue;
      seen.add(design);
      files.push({ folder, name });
    }
  // Round robin over the corpora: each lends its share of the sample.
  const byFolder = folders.map((folder) => files.filter((file) => file.folder === folder));
  const picked = [];
  for (let i = 0; picked.length < corporaCount && byFolder.some((list) => list[i]); i++)
    for (const list of byFolder) if (list[i] && picked.length < corporaCount) picked.push(list[i]);
  const names = [];
  for (const file of picked) {
    const short = file.name.replace(/^.*test-documents_|^features_steps_test_files_/, '');
    const name = `rw-${basename(file.folder)}-${short}`.replace(/\.potx$/i, '.pptx');
    symlinkSync(join(file.folder, file.name), join(dir, name));
    names.push(name);
  }
  return { dir, names };
}

const real = await corpora();
console.error(`real-world templates: ${real.names.join(', ')}`);
const system = pptxIn(join(root, 'services/storage/assets/system-templates'));
const libreOffice = existsSync('/usr/lib/libreoffice/share/template/common/presnt')
  ? readdirSync('/usr/lib/libreoffice/share/template/common/presnt')
      .filter((name) => name.endsWith('.otp'))
      .map((name) => `lo-${basename(name, '.otp')}.pptx`)
      .sort()
  : [];
const templates = [
  ...system,
  ...pptxIn(join(shared, 'templates')),
  ...['wild/templates', 'wild2/templates'].flatMap((folder) => pptxIn(join(shared, folder))),
  'pptxgenjs-made.pptx',
  'libreoffice-exported.pptx',
  ...libreOffice,
  ...real.names,
].filter((name) => !only?.length || only.some((part) => name.includes(part)));

mkdirSync(out, { recursive: true });
// --table: only the table again, from the steps already in the output folder.
for (let at = 0; !args.includes('--table') && at < templates.length; at += step) {
  const names = templates.slice(at, at + step);
  console.error(
    `templates ${at + 1}–${at + names.length} of ${templates.length}: ${names.join(', ')}`,
  );
  spawnSync('npm', ['run', 'matrix'], {
    cwd: service,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      MATRIX_DIR: join(out, `step-${String(at / step + 1).padStart(2, '0')}`),
      MATRIX_ONLY: names.join(','),
      MATRIX_TEMPLATES_DIR: real.dir,
      MATRIX_SOURCES:
        process.env.MATRIX_SOURCES ??
        'raft.pdf,onlyoffice-sample.docx,onlyoffice-sample.xlsx,../../wild2/sources/2pic.docx',
    },
  });
}
const merged = { refused: {}, results: {} };
for (const stepDir of readdirSync(out).filter((name) => name.startsWith('step-'))) {
  const file = join(out, stepDir, 'matrix.json');
  if (!existsSync(file)) {
    console.error(`  no matrix.json in ${stepDir}: the step failed`);
    continue;
  }
  const { refused = {}, results } = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(merged.refused, refused);
  Object.assign(merged.results, results);
}
writeFileSync(join(out, 'matrix.json'), JSON.stringify(merged, null, 2));
writeFileSync(join(out, 'findings.md'), table(merged));
console.log(table(merged));

/** Findings of one deck by kind, as the matrix counts them (see findingsOf there). */
function kinds(report) {
  const count = (list) => (list ?? []).length;
  const printed = (kind) => (report.printed?.findings ?? []).filter((f) => f.kind === kind).length;
  return {
    overflow: count(report.overflowingSlides),
    'cut/small': count(report.cutTitles) + count(report.smallText),
    'content on cover': count(report.contentOnCover),
    'size jumps': count(report.typeScale?.jumps),
    'sub-points larger': count(report.subPointsLarger),
    'parts that fit': count(report.partsThatFit),
    'repeated bullets': count(report.repeatedPoints),
    'over artwork (XML)': count(report.textOverArtwork) + count(report.picturesOverArtwork),
    'small figures': count(report.smallFigures),
    'contrast (XML boxes)': count(report.lowContrast),
    'printed contrast': printed('contrast'),
    'printed over artwork': printed('over-artwork'),
    'printed off slide': printed('off-slide') + printed('lost'),
    'pages ≠ slides': report.pdfPages === report.slides ? 0 : 1,
  };
}

function table({ refused, results }) {
  const rows = Object.entries(results).map(([name, report]) => ({ name, ...kinds(report) }));
  const columns = Object.keys(kinds({}));
  const totals = Object.fromEntries(
    columns.map((column) => [column, rows.reduce((sum, row) => sum + row[column], 0)]),
  );
  const decks = rows.length;
  const spread = Object.values(results).map((r) => r.typeScale?.spread ?? 1);
  const printedSpread = Object.values(results).map((r) => r.printed?.bodySpread ?? 1);
  return [
    `${new Set(Object.keys(results).map((n) => n.split('--').at(-1))).size} templates rendered, ${Object.keys(refused).length} refused, ${decks} decks; largest spread of list sizes in a deck ${Math.max(1, ...spread).toFixed(2)} (as printed, body words ${Math.max(1, ...printedSpread).toFixed(2)})`,
    '',
    `| deck | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...rows
      .filter((row) => columns.some((column) => row[column]))
      .map((row) => `| ${row.name} | ${columns.map((column) => row[column]).join(' | ')} |`),
    `| **all ${decks} decks** | ${columns.map((column) => totals[column]).join(' | ')} |`,
    '',
    ...Object.entries(refused).map(([name, reason]) => `- refused ${name}: ${reason}`),
    '',
  ].join('\n');
}
