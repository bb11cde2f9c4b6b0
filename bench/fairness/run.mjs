#!/usr/bin/env node
// bench/fairness: a paid one-file generation alone, and while a free render of the costliest
// plan a save may send (just under the render budget) is being drawn — the render started
// first and the generation queued behind it, on one worker. Real processes (data, storage,
// billing, presentation, a worker, the gateway) with slide previews on; LLM and speech off.
// Prints a markdown table for docs/benchmarks.md. Build first (npm run build).
//   node bench/fairness/run.mjs [runs=3]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeckforgeStack, median, seconds } from '../lib/deckforge-stack.mjs';
import { root } from '../lib/environment.mjs';
import { notes } from '../generate/sources.mjs';

const require = createRequire(join(root, 'gateway/package.json'));
const { Logger } = require('@nestjs/common');
const { DECK_PLAN_LIMITS, PLAN_RENDER_COST, planRenderCost } = require(
  join(root, 'proto/dist/index.js'),
);

const runs = Number(process.argv[2] ?? 3);
Logger.overrideLogger(['error']);

/** A table slide at the schema's bounds, every cell as long as a cell may be. */
const fullTable = (index) => ({
  kind: 'table',
  title: `Regional figures ${index + 1}`,
  table: {
    header: Array.from({ length: DECK_PLAN_LIMITS.tableColumns }, (_, c) => `Quarter ${c + 1}`),
    rows: Array.from({ length: DECK_PLAN_LIMITS.tableRows }, (_, r) =>
      Array.from({ length: DECK_PLAN_LIMITS.tableColumns }, (_, c) =>
        `Row ${r + 1}, column ${c + 1}: ${'growth in every region '.repeat(10)}`.slice(
          0,
          DECK_PLAN_LIMITS.cellCharacters,
        ),
      ),
    ),
  },
});

/** The deck's own plan with as many full tables as the budget takes. */
function costliestPlan(plan) {
  const slides = [...plan.slides];
  while (
    planRenderCost({ slides: [...slides, fullTable(slides.length)] }) <= PLAN_RENDER_COST.budget
  )
    slides.push(fullTable(slides.length));
  return { ...plan, slides };
}

const stack = await DeckforgeStack.start({ workers: 1 });
try {
  const payer = await stack.userWithCredits();
  const editor = await stack.userWithCredits();
  const template = await stack.systemTemplate(payer);

  async function generation(user, tag) {
    const file = await stack.upload(user, `notes-${tag}.md`, notes(tag));
    const { tokenCount } = await stack.count(user, [file]);
    return stack.generate(user, [file], template, `Launch ${tag}`, tokenCount);
  }
  async function jobState(user, jobId) {
    return (await (await stack.call(user, `/ppt/jobs/${jobId}`)).json()).state;
  }
  async function until(user, jobId, states, timeoutMs = 600_000) {
    const started = performance.now();
    for (;;) {
      const state = await jobState(user, jobId);
      if (states.includes(state)) return state;
      if (performance.now() - started > timeoutMs) throw new Error(`job ${jobId} stays ${state}`);
      await sleep(100);
    }
  }

  // Warm up (LibreOffice, the extraction pool, the fonts), then alone.
  await generation(payer, 'warm-up');
  const alone = [];
  for (let run = 0; run < runs; run++) alone.push((await generation(payer, `alone-${run}`)).ms);

  const deck = await generation(editor, 'edited');
  const { plan } = await (await stack.call(editor, `/ppt/projects/${deck.fileId}/plan`)).json();
  const heavy = costliestPlan(plan);
  const beside = [];
  const renders = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await stack.call(editor, `/ppt/projects/${deck.fileId}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion: 1, plan: heavy, asNewProject: true }),
    });
    if (response.status !== 202)
      throw new Error(`render: ${response.status} ${await response.text()}`);
    const { jobId } = await response.json();
    await until(editor, jobId, ['active']);
    // The render is being drawn: a paid generation now.
    beside.push((await generation(payer, `beside-${run}`)).ms);
    const state = await until(editor, jobId, ['completed', 'failed']);
    renders.push({ ms: performance.now() - started, state });
  }

  const ratio = median(beside) / median(alone);
  console.log(
    `\nFree render: ${heavy.slides.length} slides, ${planRenderCost(heavy)} of ${PLAN_RENDER_COST.budget} budget units; ` +
      `each took ${renders.map((r) => `${seconds(r.ms)} s (${r.state})`).join(', ')}\n`,
  );
  console.log('| paid one-file generation | runs | median s | each s |');
  console.log('| --- | ---: | ---: | --- |');
  console.log(`| alone | ${runs} | ${seconds(median(alone))} | ${alone.map(seconds).join(', ')} |`);
  console.log(
    `| while a free render of the costliest allowed plan is drawn | ${runs} | ${seconds(median(beside))} | ${beside.map(seconds).join(', ')} |`,
  );
  console.log(`\nratio: ${ratio.toFixed(2)}× (must stay within 2×)`);
  if (ratio > 2) process.exitCode = 1;
} finally {
  await stack.stop();
}
