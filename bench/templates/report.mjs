#!/usr/bin/env node
// bench/templates/report.mjs: what a template upload costs presentation — the zip guard and the
// template report (analysis + layout choice), as `presentation.analyze-template` runs them —
// for a system template, the same with a 50 MB background picture, and with 100 layouts; and,
// for comparison, rendering a five-slide plan into each (the renderer as it is on this branch).
// Uses the built presentation service (`npx nx run @deckforge/presentation-service:build`).
// Prints a markdown table for docs/benchmarks.md.
//   node bench/templates/report.mjs [rounds=5]
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'services', 'presentation', 'package.json'));
const JSZip = require('jszip');
const { reportTemplate } = require(
  join(root, 'services', 'presentation', 'dist', 'render', 'template-report.js'),
);
const { renderDeck } = require(
  join(root, 'services', 'presentation', 'dist', 'render', 'deck-renderer.js'),
);
const { inspectZip } = require('@deckforge/kit/zip');

const bullets = (...texts) => texts.map((text) => ({ text, level: 0 }));
const PLAN = {
  title: 'Quarterly review',
  slides: [
    { kind: 'title', title: 'Quarterly review', subtitle: 'What changed and what comes next' },
    { kind: 'section', title: 'Results' },
    {
      kind: 'bullets',
      title: 'Where we stand',
      bullets: bullets('Revenue grew 12 % on the year', 'Churn fell to 3 %', 'Two new markets'),
    },
    {
      kind: 'two-columns',
      title: 'Before and after',
      left: { heading: 'Before', bullets: bullets('Manual billing', 'Weekly reports') },
      right: { heading: 'After', bullets: bullets('Automatic billing', 'Daily dashboards') },
    },
    { kind: 'closing', title: 'Thank you' },
  ],
};

const rounds = Number(process.argv[2] ?? 5);
const MB = 1024 * 1024;
const LIMITS = { maxEntries: 5000, maxUnpackedBytes: 200 * MB, maxRatio: 100 };
const campus = readFileSync(
  join(root, 'services', 'storage', 'assets', 'system-templates', 'campus.pptx'),
);

/** Campus whose master carries a 50 MB picture (random bytes: they do not compress). */
async function withBigPicture() {
  const zip = await JSZip.loadAsync(campus);
  zip.file('ppt/media/background.png', randomBytes(50 * MB), { compression: 'STORE' });
  const relsPart = 'ppt/slideMasters/_rels/slideMaster1.xml.rels';
  const rels = await zip.file(relsPart).async('string');
  zip.file(
    relsPart,
    rels.replace(
      '</Relationships>',
      '<Relationship Id="rIdBench" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/background.png"/></Relationships>',
    ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Campus with its second layout copied until the master lists 100 layouts. */
async function withLayouts(total) {
  const zip = await JSZip.loadAsync(campus);
  const layouts = Object.keys(zip.files).filter((name) =>
    /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(name),
  );
  const source = await zip.file('ppt/slideLayouts/slideLayout2.xml').async('string');
  const sourceRels = await zip.file('ppt/slideLayouts/_rels/slideLayout2.xml.rels').async('string');
  const masterPart = 'ppt/slideMasters/slideMaster1.xml';
  const masterRelsPart = 'ppt/slideMasters/_rels/slideMaster1.xml.rels';
  let master = await zip.file(masterPart).async('string');
  let masterRels = await zip.file(masterRelsPart).async('string');
  let types = await zip.file('[Content_Types].xml').async('string');
  for (let number = layouts.length + 1; number <= total; number++) {
    zip.file(
      `ppt/slideLayouts/slideLayout${number}.xml`,
      source.replace(/name="[^"]*"/, `name="Copy ${number}"`),
    );
    zip.file(`ppt/slideLayouts/_rels/slideLayout${number}.xml.rels`, sourceRels);
    masterRels = masterRels.replace(
      '</Relationships>',
      `<Relationship Id="rIdL${number}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout" Target="../slideLayouts/slideLayout${number}.xml"/></Relationships>`,
    );
    master = master.replace(
      '</p:sldLayoutIdLst>',
      `<p:sldLayoutId id="${2147490000 + number}" r:id="rIdL${number}"/></p:sldLayoutIdLst>`,
    );
    types = types.replace(
      '</Types>',
      `<Override PartName="/ppt/slideLayouts/slideLayout${number}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/></Types>`,
    );
  }
  zip.file(masterPart, master);
  zip.file(masterRelsPart, masterRels);
  zip.file('[Content_Types].xml', types);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function time(label, bytes) {
  const guard = [];
  const report = [];
  const render = [];
  let last;
  for (let round = 0; round < rounds; round++) {
    let start = performance.now();
    await inspectZip(bytes, LIMITS);
    guard.push(performance.now() - start);
    start = performance.now();
    last = await reportTemplate(bytes);
    report.push(performance.now() - start);
    start = performance.now();
    await renderDeck(PLAN, bytes, new Map());
    render.push(performance.now() - start);
  }
  const layouts = Object.keys(last.slides).length;
  console.log(
    `| ${label} | ${(bytes.length / MB).toFixed(2)} | ${median(guard).toFixed(0)} | ${median(report).toFixed(0)} | ${median(render).toFixed(0)} | ${last.usable ? 'usable' : 'unusable'}, ${layouts} kinds, ${last.notes.length} notes |`,
  );
}

console.log(`Median of ${rounds} rounds, ms (${process.version}, ${process.arch}).\n`);
console.log('| template | MB | zip guard | report | render 5 slides | answer |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
await time('campus (system template)', campus);
await time('campus + 50 MB background picture', await withBigPicture());
await time('campus with 100 layouts', await withLayouts(100));
