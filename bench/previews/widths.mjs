#!/usr/bin/env node
// bench/previews/widths.mjs: what the slide images' width costs LibreOffice — the first 20 slides
// of the 17-page Raft paper's deck (../shared/fixtures/wild; a generated 17-page report without
// the fixtures) in a system template, drawn one page per request by warm offices as the worker
// draws them, for one deck alone and for two decks at once (an office each), at several widths.
// Times run from the first request (the deck's load included) to the 20th image. Build first.
//   node bench/previews/widths.mjs [runs=3] [template=aurora]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/environment.mjs';
import { raftDeck, raftSourceName } from './raft-deck.mjs';

const { WarmOffice } = await import(join(root, 'services/kit/dist/index.js'));

const runs = Number(process.argv[2] ?? 3);
const template = process.argv[3] ?? 'aurora';
const WIDTHS = [1280, 1024, 960];
const SLIDES = 20;
const dir = mkdtempSync(join(tmpdir(), 'bench-widths-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const offices = [0, 1].map(
  () =>
    new WarmOffice({ sofficePath: 'soffice', pythonPath: '/usr/bin/python3', timeoutMs: 300_000 }),
);

/** Seconds until `office` has drawn the first SLIDES pages of `deck`, a page per request. */
async function drawDeck(office, deck, widthPx, pngDir) {
  const started = performance.now();
  for (let page = 1; page <= SLIDES; page++)
    await office.render({ input: deck, pngDir, widthPx, pages: [page], keep: page < SLIDES });
  return (performance.now() - started) / 1000;
}

try {
  const { bytes, slideCount } = await raftDeck(template);
  // A copy per office (each loads its own, as two decks would be); the 20th page's request
  // closes the deck again, so every run loads it.
  const decks = [0, 1].map((index) => join(dir, `deck-${index}.pptx`));
  for (const deck of decks) writeFileSync(deck, bytes);
  await Promise.all(offices.map((office) => office.start()));

  const rows = [];
  for (const widthPx of WIDTHS) {
    const alone = [];
    const together = [];
    for (let run = 0; run < runs; run++) {
      alone.push(await drawDeck(offices[0], decks[0], widthPx, join(dir, `a-${widthPx}`)));
      const both = await Promise.all(
        offices.map((office, index) =>
          drawDeck(office, decks[index], widthPx, join(dir, `b${index}-${widthPx}`)),
        ),
      );
      together.push(Math.max(...both));
    }
    rows.push(
      `| ${widthPx} | ${median(alone).toFixed(2)} | ${median(together).toFixed(2)} | ${Math.max(...together).toFixed(2)} |`,
    );
  }
  console.log(
    `\nFirst ${SLIDES} of the ${slideCount} slides of ${raftSourceName} in ${template}.pptx, ${runs} runs (median); load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log('| width px | one deck: 20 slides s | two decks at once: 20 slides s | slowest |');
  console.log('|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await Promise.all(offices.map((office) => office.close()));
  rmSync(dir, { recursive: true, force: true });
}
