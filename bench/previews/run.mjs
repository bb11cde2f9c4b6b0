#!/usr/bin/env node
// bench/previews: how long after a deck is stored its slide images appear in Projects — the first
// slide's and every slide's — for one deck alone and for two decks generated at the same moment.
// The source is the 17-page Raft paper from ../shared/fixtures/wild (a generated 17-page report
// when the fixtures are absent) or, with `report:<pages>`, a generated report of that many pages
// (16 pages make a deck of about 20 slides, the deck size the target names), rendered into a
// system template. Times run from the project's
// `uploaded_at` (storage records the deck) to the moment its row — what Projects' file list
// reads — holds the slides, read every 50 ms straight from PostgreSQL: asking the API that often
// would itself take a quarter of the 2 cores (gateway, storage, RabbitMQ; the web app asks
// every 2 s). Real processes (data, storage, billing, presentation, workers, gateway).
//   node bench/previews/run.mjs [runs=3] [workers=1] [template name, e.g. aurora] [raft|report:<pages>]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DeckforgeStack, median, seconds } from '../lib/deckforge-stack.mjs';
import { root } from '../lib/environment.mjs';
import { reportPdf } from '../generate/sources.mjs';

const require = createRequire(join(root, 'services/presentation/package.json'));
const JSZip = require('jszip');
const { Client } = require('pg');

const runs = Number(process.argv[2] ?? 3);
const workers = Number(process.argv[3] ?? 1);
const templateName = process.argv[4] || undefined;
const sourceName = process.argv[5] ?? 'raft';
const paper = join(root, '..', 'shared', 'fixtures', 'wild', 'sources', 'raft.pdf');

const stack = await DeckforgeStack.start({ workers });
const db = new Client({ connectionString: stack.env.DATABASE_URL });
await db.connect();
try {
  const user = await stack.userWithCredits();
  const templates = (await stack.files(user)).filter(
    (file) => file.source === 'system' && file.folder === 'templates',
  );
  const template = templateName
    ? templates.find((file) => file.name.toLowerCase().startsWith(templateName.toLowerCase()))
    : templates[0];
  if (!template) throw new Error(`No system template named ${templateName}`);
  const reportPages = /^report:(\d+)$/.exec(sourceName)?.[1];
  if (!reportPages && !existsSync(paper))
    console.warn(`${paper} is absent: a generated 17-page report instead`);
  const source =
    !reportPages && existsSync(paper)
      ? { name: 'raft.pdf', bytes: readFileSync(paper) }
      : { name: 'report.pdf', bytes: await reportPdf(Number(reportPages ?? 17), 1) };
  const file = await stack.upload(user, source.name, source.bytes);
  const { tokenCount } = await stack.count(user, [file]);

  const slidesOf = async (fileId) => {
    const response = await stack.call(user, `/storage/download?fileId=${fileId}`);
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    return Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .length;
  };

  /**
   * Generates `count` decks at once; per deck, seconds from stored to its first slide, to its
   * 20th (a 20-slide deck's "all", the target's figure; Projects shows slides as they come) and
   * to all of them.
   */
  async function decksAtOnce(count, tag) {
    const generated = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        stack.generate(user, [file], template, `Raft ${tag}-${index}`, tokenCount),
      ),
    );
    return Promise.all(
      generated.map(async ({ fileId }) => {
        const slides = await slidesOf(fileId);
        let first;
        let twentieth;
        for (const started = performance.now(); ;) {
          const { rows } = await db.query(
            `SELECT uploaded_at, cardinality(slide_preview_keys) AS shown
               FROM storage.stored_files WHERE id = $1`,
            [fileId],
          );
          const stored = rows[0].uploaded_at.getTime();
          const shown = rows[0].shown;
          if (shown > 0 && first === undefined) first = Date.now() - stored;
          if (shown >= Math.min(20, slides) && twentieth === undefined)
            twentieth = Date.now() - stored;
          if (shown >= slides) return { slides, first, twentieth, all: Date.now() - stored };
          if (performance.now() - started > 180_000) throw new Error(`no previews for ${fileId}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
  }

  await decksAtOnce(1, 'warm-up'); // a new worker's first deck also starts its LibreOffice
  const rows = [];
  for (const count of [1, 2]) {
    const firsts = [];
    const twentieths = [];
    const alls = [];
    let slides = 0;
    for (let run = 0; run < runs; run++) {
      for (const deck of await decksAtOnce(count, `${count}-${run}`)) {
        firsts.push(deck.first);
        twentieths.push(deck.twentieth);
        alls.push(deck.all);
        slides = deck.slides;
      }
    }
    rows.push(
      `| ${count === 1 ? 'one deck' : 'two decks at once'} | ${slides} | ${seconds(median(firsts))} | ${seconds(Math.max(...firsts))} | ${seconds(median(twentieths))} | ${seconds(Math.max(...twentieths))} | ${seconds(median(alls))} | ${seconds(Math.max(...alls))} |`,
    );
  }
  console.log(
    `\n${source.name} into ${template.name}, ${workers} worker(s), ${runs} runs per row; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log(
    '| decks | slides | stored → first slide s (median) | slowest | stored → 20th slide s (median) | slowest | stored → all slides s (median) | slowest |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await db.end();
  await stack.stop();
}
