#!/usr/bin/env node
// Builds the system templates: for every design in designs.mjs, the .pptx, its PNG preview
// (first slide, rendered by LibreOffice like user templates), and the manifest the storage
// service registers at start; plus the neutral placeholder shown until a user template's preview
// is ready. Run after changing a design, then look at the PNGs and commit them:
//   npm run build:templates -w @deckforge/storage-service [-- --only meridian]
import { createHash } from 'node:crypto';
import process from 'node:process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeDesign, LAYOUT } from './compose.mjs';
import { DESIGNS } from './designs/index.mjs';
import { buildTemplatePackage } from './ooxml.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '..', '..');
const assets = join(packageRoot, 'assets');
const outputDir = join(assets, 'system-templates');
const require = createRequire(import.meta.url);
// The service's own renderer and package check (built: `npm run build` first).
const { LibreOfficeRenderer } = require(join(packageRoot, 'dist/previews/libreoffice-renderer.js'));
const { inspectOfficePackage } = require(join(packageRoot, 'dist/uploads/office-package.js'));

const PREVIEW_WIDTH_PX = 1280;
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const renderer = new LibreOfficeRenderer({
  sofficePath: process.env.SOFFICE_PATH ?? 'soffice',
  pdftoppmPath: process.env.PDFTOPPM_PATH ?? 'pdftoppm',
  timeoutMs: 120_000,
});

async function renderPreview(pptxPath, pngPath) {
  const workDir = mkdtempSync(join(tmpdir(), 'deckforge-template-'));
  try {
    copyFileSync(pptxPath, join(workDir, 'deck.pptx'));
    const png = await renderer.firstSlide(join(workDir, 'deck.pptx'), workDir, PREVIEW_WIDTH_PX);
    copyFileSync(png, pngPath);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const sha = (path) => createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 12);

for (const design of DESIGNS) {
  if (only && design.slug !== only) continue;
  const pptxPath = join(outputDir, `${design.slug}.pptx`);
  writeFileSync(pptxPath, await buildTemplatePackage(design));
  await inspectOfficePackage(pptxPath, 'pptx', {
    maxEntries: 500,
    maxUnpackedBytes: 50 << 20,
    maxRatio: 100,
  });
  await renderPreview(pptxPath, join(outputDir, `${design.slug}.png`));
  process.stdout.write(
    `${design.category.padEnd(10)} ${design.name.padEnd(10)} ${sha(pptxPath)}\n`,
  );
}

writeFileSync(
  join(outputDir, 'manifest.json'),
  `${JSON.stringify(
    DESIGNS.map(({ id, slug, name, category, description }) => ({
      id,
      slug,
      name,
      category,
      description,
    })),
    null,
    2,
  )}\n`,
);

if (!only) {
  // The placeholder: a quiet grey card with a slide outline, no words (it may stand in for a
  // preview that failed for good, so it must not promise one).
  const placeholder = composeDesign({
    id: '00000000-0000-4000-8000-000000000000',
    slug: 'placeholder',
    name: 'Preview placeholder',
    category: 'System',
    description: 'Shown until a preview is rendered.',
    theme: {
      colors: {
        dk1: '5B6472',
        lt1: 'FFFFFF',
        dk2: '3B4452',
        lt2: 'EEF0F4',
        accent1: 'C9CED8',
        accent2: 'DADEE6',
        accent3: 'B4BBC8',
        accent4: 'A0A8B6',
        accent5: '8C95A5',
        accent6: '7A8394',
        hlink: '5B6472',
        folHlink: '5B6472',
      },
      fonts: { major: 'Calibri', minor: 'Calibri' },
    },
    background: { scheme: 'bg2' },
    decorations: {
      master: [
        {
          shape: 'roundRect',
          x: 4.67,
          y: 2.2,
          w: 4.0,
          h: 2.6,
          adjust: { adj: 8000 },
          fill: { scheme: 'bg1' },
          line: { width: 2, color: { scheme: 'accent1' } },
        },
        { x: 5.15, y: 2.75, w: 2.1, h: 0.22, fill: { scheme: 'accent1' } },
        { x: 5.15, y: 3.3, w: 3.0, h: 0.12, fill: { scheme: 'accent2' } },
        { x: 5.15, y: 3.6, w: 2.6, h: 0.12, fill: { scheme: 'accent2' } },
        { x: 5.15, y: 3.9, w: 2.8, h: 0.12, fill: { scheme: 'accent2' } },
      ],
    },
    layouts: {},
    slides: [{ layout: LAYOUT.blank, content: [] }],
    sample: {},
  });
  const pptxPath = join(tmpdir(), `deckforge-placeholder-${process.pid}.pptx`);
  writeFileSync(pptxPath, await buildTemplatePackage(placeholder));
  await renderPreview(pptxPath, join(assets, 'preview-placeholder.png'));
  rmSync(pptxPath);
  process.stdout.write('placeholder written\n');
}
