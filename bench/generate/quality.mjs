#!/usr/bin/env node
// bench/generate/quality.mjs: deck quality across the fixture matrix — a mixed selection (PDF,
// Markdown, 2 pictures, audio, video) and a 20-page PDF, planned offline and rendered into every
// system template and the shared real-world templates (../shared/fixtures/templates) — with the
// quality checker's figures, LibreOffice's page count and the rendering time per slide (plan +
// render + package check, in this process, previews excluded). Prints markdown tables for
// docs/benchmarks.md. Build first (npm run build, then
// npm run build:quality -w @deckforge/presentation-service for the quality checker).
//   node bench/generate/quality.mjs [runs=3]
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/environment.mjs';
import { audio, notes, picture, reportPdf, video } from './sources.mjs';

const dist = (path) => join(root, 'services/presentation/dist', path);
const { parsePdf } = await import(dist('engine/extract/index.js'));
const { parseMarkdown } = await import(dist('engine/extract/index.js'));
const { planDeck } = await import(dist('engine/plan/index.js'));
const { renderDeck } = await import(dist('engine/package/index.js'));
const { FontMeasurer } = await import(dist('engine/fit/index.js'));
const quality = (path) => join(root, 'services/presentation/dist-quality/test/quality', path);
const { checkDeckQuality } = await import(quality('deck-quality.js'));
const { libreOfficePageCount } = await import(quality('pdf-pages.js'));
const { LibreOfficeRenderer } = await import(join(root, 'services/kit/dist/index.js'));

const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'bench-quality-'));
const measurer = new FontMeasurer();
const renderer = new LibreOfficeRenderer({
  sofficePath: 'soffice',
  pdftoppmPath: 'pdftoppm',
  timeoutMs: 180_000,
  profileDir: join(dir, 'profile'),
});

function templates() {
  const system = join(root, 'services/storage/assets/system-templates');
  const shared = join(root, '..', 'shared', 'fixtures', 'templates');
  const list = readdirSync(system)
    .filter((name) => name.endsWith('.pptx'))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(join(system, name)) }));
  if (existsSync(shared))
    for (const name of readdirSync(shared)
      .filter((n) => n.endsWith('.pptx'))
      .sort())
      list.push({ name: `${name} (shared)`, bytes: readFileSync(join(shared, name)) });
  else console.warn('The shared fixture templates are not at ../shared/fixtures/templates');
  return list;
}

async function selections() {
  const file = (name, bytes) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };
  const doc = (parsed) => ({ kind: 'text', pictures: [], ...parsed });
  const assets = new Map([
    ['photo-a', file('a.jpg', picture(1))],
    ['photo-b', file('b.jpg', picture(2))],
    ['video', file('clip.mp4', video())],
    ['audio', file('jingle.mp3', audio())],
  ]);
  const photo = (key) => ({
    kind: 'image',
    sections: [],
    pictures: [
      { blobKey: key, mime: 'image/jpeg', width: 1280, height: 720, orientation: 'landscape' },
    ],
  });
  const media = (kind, key, mime, extension) => ({
    kind,
    sections: [],
    pictures: [],
    media: {
      kind,
      blobKey: key,
      mime,
      extension,
      durationSeconds: 5,
      ...(kind === 'video' ? { width: 640, height: 360 } : {}),
      transcript: { status: 'unavailable', reason: 'speech to text is off' },
    },
  });
  return {
    assets,
    sets: {
      mixed: [
        { name: 'notes.md', source: doc(await parseMarkdown(Buffer.from(notes(1)))) },
        { name: 'report.pdf', source: doc(await parsePdf(await reportPdf(4, 1), 50)) },
        { name: 'team.jpg', source: photo('photo-a') },
        { name: 'office.jpg', source: photo('photo-b') },
        { name: 'jingle.mp3', source: media('audio', 'audio', 'audio/mpeg', 'mp3') },
        { name: 'demo.mp4', source: media('video', 'video', 'video/mp4', 'mp4') },
      ],
      '20-page PDF': [
        { name: 'report.pdf', source: doc(await parsePdf(await reportPdf(20, 2), 50)) },
      ],
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const { assets, sets } = await selections();
  const rows = [];
  const totals = { decks: 0, slides: 0, overflow: 0, structural: 0, pagesOff: 0 };
  for (const template of templates()) {
    for (const [label, sources] of Object.entries(sets)) {
      const times = [];
      let rendered;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        rendered = await renderDeck(planDeck('Quarterly review', sources), template.bytes, assets);
        times.push(performance.now() - started);
      }
      const report = await checkDeckQuality(rendered.bytes, measurer);
      const pages = await libreOfficePageCount(renderer, rendered.bytes);
      totals.decks++;
      totals.slides += report.slides;
      totals.overflow += report.overflowingSlides.length;
      totals.structural += report.structuralErrors.length;
      totals.pagesOff += pages === report.slides ? 0 : 1;
      rows.push(
        `| ${template.name} | ${label} | ${report.slides} | ${report.overflowingSlides.length} | ${report.bulletsOverLimits} | ${report.picturesWithoutAltText} | ${report.slidesWithoutNotes.length} | ${report.layoutsUsed.length} / ${report.layoutsAvailable.length} | ${report.structuralErrors.length} | ${pages} | ${(median(times) / report.slides).toFixed(1)} |`,
      );
    }
  }
  console.log(`\n${runs} renders per deck (median time per slide)\n`);
  console.log(
    '| template | sources | slides | overflowing | bullets over limits | pictures without alt | slides without notes | layouts used / available | structural errors | LibreOffice pages | ms per slide |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `\n${totals.decks} decks, ${totals.slides} slides: ${totals.overflow} overflowing, ${totals.structural} structural errors, ${totals.pagesOff} decks whose page count differs from their slides`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
