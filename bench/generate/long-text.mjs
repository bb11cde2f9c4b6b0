#!/usr/bin/env node
// bench/generate/long-text.mjs: planning a book-length plain text offline — the Raft paper's
// text (pdftotext) repeated to about 700,000 characters, as a text file of paragraphs and as one
// line with no breaks — the sizes where word segmentation and the planner's comparison of each
// new point with every point made grow faster than the text (docs/benchmarks.md, "Word
// segmentation of long texts"). Build first (npm run build).
//   node bench/generate/long-text.mjs [characters=700000]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/environment.mjs';

const dist = (path) => join(root, 'services/presentation/dist', path);
const { parsePlainText } = await import(dist('engine/extract/index.js'));
const { planDeck } = await import(dist('engine/plan/index.js'));

const characters = Number(process.argv[2] ?? 700_000);
const raft = join(root, '..', 'shared', 'fixtures', 'wild', 'sources', 'raft.pdf');
const paper = execFileSync('pdftotext', [raft, '-'], { maxBuffer: 64 << 20 }).toString();
const book = paper.repeat(Math.ceil(characters / paper.length)).slice(0, characters);

for (const [shape, text] of [
  ['paragraphs', book],
  ['one line', book.replace(/\s+/g, ' ')],
]) {
  const parsed = parsePlainText(Buffer.from(text));
  const source = { kind: 'text', pictures: [], ...parsed };
  const start = performance.now();
  const plan = planDeck('Long text', [{ name: 'book.txt', source }], new Date());
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`| ${shape} | ${text.length} | ${plan.slides.length} | ${seconds} s |`);
}
