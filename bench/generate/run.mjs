#!/usr/bin/env node
// bench/generate: time from the spec's GET /ppt/generate-presentation to the stored deck, for a
// 20-page PDF, a 5-picture set and a mixed selection; and decks per minute with 1 and 2
// workers. Real processes (data, storage, billing, presentation, workers, gateway) on this
// machine; LLM and speech adapters off. Per selection also the slides, the generation time per
// slide and when the slide previews (LibreOffice, after the deck) are there. Prints markdown
// tables for docs/benchmarks.md; bench/generate/quality.mjs gives the quality figures.
//   node bench/generate/run.mjs [runs=5] [concurrent=12]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  accessCookie,
  freePort,
  JWT_SECRET,
  root,
  spawnApp,
  startService,
  TestEnvironment,
} from '../lib/environment.mjs';
import { audio, notes, picture, reportPdf, video } from './sources.mjs';

const require = createRequire(join(root, 'gateway/package.json'));
const { Logger } = require('@nestjs/common');
const { connectServiceClient } = require(join(root, 'services/kit/dist/testing/index.js'));
const { BillingRpc, CLIENT_HEADER, costInHundredths } = require(join(root, 'proto/dist/index.js'));

const runs = Number(process.argv[2] ?? 5);
const concurrent = Number(process.argv[3] ?? 12);
Logger.overrideLogger(['error']);

const environment = await TestEnvironment.create();
const env = { ...environment.env, JWT_SECRET, LOG_LEVEL: 'warn', DB_POOL_SIZE: '10' };
const apps = [];
const workers = [];
let url = '';

async function startWorker() {
  const port = await freePort();
  const worker = await spawnApp(
    join(root, 'services/presentation/dist/worker.js'),
    { ...env, HEALTH_PORT: String(port) },
    { readyUrl: `http://127.0.0.1:${port}/readyz`, timeoutMs: 60_000 },
  );
  workers.push(worker);
}

async function startGateway() {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  apps.push(
    await spawnApp(
      join(root, 'gateway/dist/main.js'),
      { ...env, PORT: String(port), PUBLIC_URL: url, PPT_POLL_MS: '100' },
      { readyUrl: `${url}/readyz` },
    ),
  );
}

async function signedIn() {
  const userId = randomUUID();
  const cookie = await accessCookie(userId);
  return { userId, cookie };
}

/** As the SPA calls: its header is needed for count-tokens and generate (state-changing GETs). */
const call = (user, path, init = {}) =>
  fetch(`${url}/api/v1${path}`, {
    ...init,
    headers: { cookie: user.cookie, [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...init.headers },
  });

async function upload(user, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await call(user, '/storage/upload?folder=media', { method: 'POST', body: form });
  if (!response.ok) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()).data[0];
}

const filesParam = (files) =>
  JSON.stringify(files.map((file) => ({ file_id: file.file_id, file_type: file.type })));

async function count(user, files) {
  const response = await call(
    user,
    `/ppt/count-tokens?${new URLSearchParams({ files: filesParam(files) })}`,
  );
  if (!response.ok) throw new Error(`count: ${response.status} ${await response.text()}`);
  return response.json();
}

async function generate(user, files, template, title, tokens) {
  const query = new URLSearchParams({
    files: filesParam(files),
    templateId: template.file_id,
    title,
    credits: String(costInHundredths(tokens) / 100),
    jobId: randomUUID(),
  });
  const started = performance.now();
  const response = await call(user, `/ppt/generate-presentation?${query}`);
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`generate: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, started, fileId: body.fileId };
}

/** Slides of a stored deck, and when its slide previews arrived (ms after `started`). */
async function previews(user, fileId, started) {
  for (;;) {
    const files = (await (await call(user, '/storage/file-metadata')).json()).data;
    const project = files.find((file) => file.file_id === fileId);
    if (project?.preview_slides > 0)
      return { slides: project.preview_slides, ms: performance.now() - started };
    if (performance.now() - started > 120_000) throw new Error(`no previews for ${fileId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);

try {
  for (const service of ['data', 'storage', 'billing', 'presentation'])
    apps.push(await startService(environment, service, env));
  await startWorker();
  await startGateway();
  const bus = connectServiceClient(env);
  const user = await signedIn();
  await bus.send(BillingRpc.adjust, {
    userId: user.userId,
    amountHundredths: 100_000_000,
    reason: 'Benchmark credits',
    key: `bench-${user.userId}`,
  });
  await bus.close();
  const files = (await (await call(user, '/storage/file-metadata')).json()).data;
  const template = files.find((file) => file.source === 'system' && file.folder === 'templates');

  const scenarios = {
    '20-page PDF': async (tag) => [
      await upload(user, `report-${tag}.pdf`, await reportPdf(20, tag)),
    ],
    '5 pictures': async (tag) =>
      Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          upload(user, `photo-${tag}-${index}.jpg`, picture(index + tag)),
        ),
      ),
    'mixed (Markdown, PDF, 2 pictures, audio, video)': async (tag) => [
      await upload(user, `notes-${tag}.md`, notes(tag)),
      await upload(user, `report-${tag}.pdf`, await reportPdf(4, tag)),
      await upload(user, `photo-${tag}-a.jpg`, picture(500 + tag * 2)),
      await upload(user, `photo-${tag}-b.jpg`, picture(501 + tag * 2)),
      await upload(user, `jingle-${tag}.mp3`, audio(tag)),
      await upload(user, `clip-${tag}.mp4`, video(tag)),
    ],
  };

  const latencyRows = [];
  let pdfSelection;
  for (const [label, make] of Object.entries(scenarios)) {
    const counts = [];
    const generations = [];
    const perSlide = [];
    const previewTimes = [];
    let slides = 0;
    for (let run = 0; run < runs; run++) {
      const selection = await make(run + 1);
      const started = performance.now();
      const { tokenCount } = await count(user, selection);
      counts.push(performance.now() - started);
      const generated = await generate(user, selection, template, `${label} ${run}`, tokenCount);
      generations.push(generated.ms);
      const preview = await previews(user, generated.fileId, generated.started);
      slides = preview.slides;
      perSlide.push(generated.ms / preview.slides);
      previewTimes.push(preview.ms);
      if (label === '20-page PDF') pdfSelection = { selection, tokenCount };
    }
    latencyRows.push(
      `| ${label} | ${seconds(median(counts))} | ${seconds(median(generations))} | ${seconds(Math.max(...generations))} | ${slides} | ${median(perSlide).toFixed(0)} | ${seconds(median(previewTimes))} |`,
    );
  }

  async function throughput() {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrent }, (_, index) =>
        generate(
          user,
          pdfSelection.selection,
          template,
          `Throughput ${index}`,
          pdfSelection.tokenCount,
        ),
      ),
    );
    return (concurrent / ((performance.now() - started) / 1000)) * 60;
  }
  await throughput(); // warm-up: a new process renders its first decks slower (JIT)
  const oneWorker = await throughput();
  await startWorker();
  await throughput();
  const twoWorkers = await throughput();

  console.log(
    `\n${runs} runs per row (median; new files each run, so every count reads them cold)\n`,
  );
  console.log(
    '| selection | count-tokens, cold s | generate → stored deck s | slowest s | slides | ms per slide | generate → slide previews s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of latencyRows) console.log(row);
  console.log(`\n${concurrent} concurrent generations of the 20-page PDF\n`);
  console.log('| workers | decks per minute |');
  console.log('|---:|---:|');
  console.log(`| 1 | ${oneWorker.toFixed(1)} |`);
  console.log(`| 2 | ${twoWorkers.toFixed(1)} |`);
} finally {
  await Promise.all([...workers, ...apps].map((app) => app.stop()));
  await environment.close();
}
