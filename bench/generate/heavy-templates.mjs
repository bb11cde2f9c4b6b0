#!/usr/bin/env node
// bench/generate/heavy-templates.mjs: rendering into templates that are heavy for their own
// reasons — a 50 MB background picture on the master, and 100 layouts — against the 5 s the
// product allows a generation. A 25-slide plan (every kind of text slide) is rendered into each,
// in this process (render + package check; planning and previews excluded). Build first
// (npm run build -w @deckforge/presentation-service).
//   node bench/generate/heavy-templates.mjs [runs=3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/environment.mjs';

const require = createRequire(join(root, 'services/presentation/package.json'));
const PptxGenJS = require('pptxgenjs');
const JSZip = require('jszip');
const dist = (path) => join(root, 'services/presentation/dist', path);
const { renderDeck } = await import(dist('engine/package/index.js'));

const runs = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'bench-heavy-'));

/** A noise picture (incompressible) of about `megabytes` MB, made with ImageMagick. */
function bigPicture(megabytes) {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const path = join(dir, 'background.png');
  execFileSync('convert', [
    '-size',
    `${side}x${side}`,
    'xc:',
    '+noise',
    'Random',
    '-depth',
    '8',
    path,
  ]);
  return path;
}

/** The picture as the slide master's background (the way PowerPoint stores one). */
async function withMasterBackground(bytes, picture) {
  const zip = await JSZip.loadAsync(bytes);
  const master = 'ppt/slideMasters/slideMaster1.xml';
  const rels = 'ppt/slideMasters/_rels/slideMaster1.xml.rels';
  zip.file('ppt/media/background.png', readFileSync(picture));
  zip.file(
    rels,
    (await zip.file(rels).async('string')).replace(
      '</Relationships>',
      '<Relationship Id="rIdBackground" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/background.png"/></Relationships>',
    ),
  );
  const xml = (await zip.file(master).async('string')).replace(/<p:bg>[^]*?<\/p:bg>/, '');
  zip.file(
    master,
    xml.replace(
      '<p:spTree>',
      '<p:bg><p:bgPr><a:blipFill><a:blip r:embed="rIdBackground"/><a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr></p:bg><p:spTree>',
    ),
  );
  const types = '[Content_Types].xml';
  const contentTypes = await zip.file(types).async('string');
  if (!/Extension="png"/.test(contentTypes))
    zip.file(
      types,
      contentTypes.replace(
        '<Default ',
        '<Default Extension="png" ContentType="image/png"/><Default ',
      ),
    );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function template({ layouts, background }) {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  for (let index = 0; index < layouts; index++)
    pptx.defineSlideMaster({
      title: index === 0 ? 'Title Slide' : `Content ${index}`,
      objects: [
        {
          placeholder: {
            options: { name: 'Title', type: 'title', x: 0.6, y: 0.4, w: 12, h: 1 },
            text: '',
          },
        },
        {
          placeholder: {
            options: { name: 'Body', type: 'body', x: 0.6, y: 1.6, w: 12, h: 5.4 },
            text: '',
          },
        },
      ],
    });
  pptx.addSlide({ masterName: 'Title Slide' }).addText('Sample', { placeholder: 'Title' });
  const bytes = Buffer.from(await pptx.write({ outputType: 'nodebuffer' }));
  return background ? withMasterBackground(bytes, background) : bytes;
}

const plan = {
  title: 'Operations review',
  slides: Array.from({ length: 25 }, (_, index) =>
    index === 0
      ? { kind: 'title', title: 'Operations review', subtitle: 'November 2026', notes: 'n' }
      : index % 5 === 0
        ? { kind: 'section', title: `Part ${index / 5}`, notes: 'n' }
        : {
            kind: 'bullets',
            title: `Findings ${index}`,
            notes: 'n',
            bullets: Array.from({ length: 4 }, (_, b) => ({
              text: `Region ${b + 1} grew steadily over the year with new partners`,
              level: 0,
            })),
          },
  ),
};

const rows = [];
try {
  const cases = [
    ['50 MB background picture', await template({ layouts: 2, background: bigPicture(50) })],
    ['100 layouts', await template({ layouts: 100 })],
  ];
  for (const [label, bytes] of cases) {
    const times = [];
    let slides = 0;
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const deck = await renderDeck(plan, bytes, new Map());
      times.push((performance.now() - start) / 1000);
      slides = deck.slideCount;
    }
    times.sort((a, b) => a - b);
    rows.push({
      label,
      mb: (bytes.length / 1024 / 1024).toFixed(1),
      median: times[Math.floor(times.length / 2)].toFixed(2),
      slowest: times[times.length - 1].toFixed(2),
      slides,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('| template | size MB | render s (median) | slowest s | slides |');
console.log('| -------- | ------: | ----------------: | --------: | -----: |');
for (const row of rows)
  console.log(`| ${row.label} | ${row.mb} | ${row.median} | ${row.slowest} | ${row.slides} |`);
