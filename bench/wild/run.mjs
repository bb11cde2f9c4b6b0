#!/usr/bin/env node
// bench/wild/run.mjs (`npm run wild`): every file of a corpus of real files nobody on the team
// made, through the product's own upload check, extraction, token count, planner and renderer
// (bench/wild/reader.mjs, a process that is killed and replaced when a file takes longer than
// the time limit, so that nothing hangs). For each file: read or refused (and why), tokens against the words extracted, deck
// made, slides, seconds; then counts, and the files whose token count is far above the words
// the file holds (garbage) or whose extracted words are far below them (text lost). Writes bench/results/wild/report.{json,md} (gitignored), or into --out DIR.
// Build first: npx nx run-many -t build -p @deckforge/presentation-service @deckforge/storage-service @deckforge/data-service
//   npm run wild -- [dir or file]... [--sample N] [--jobs N] [--timeout S] [--out DIR]
// Folders also come from WILD_DIRS (':'-separated); without any, ../shared/fixtures/wild and
// wild2. Corpora fetched from public repositories are read where they were extracted, outside
// the repository (see docs/benchmarks.md, "Wild corpus").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/environment.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  // The usage is this file's opening comment.
  const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8')
    .split('\n')
    .slice(1);
  const usage = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  );
  console.log(usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const optionValues = new Set(
  ['--sample', '--jobs', '--timeout', '--out'].flatMap((name) => {
    const at = args.indexOf(name);
    return at >= 0 ? [args[at + 1]] : [];
  }),
);
const sample = option('--sample', Number(process.env.WILD_SAMPLE ?? 0));
const jobs = option('--jobs', Number(process.env.WILD_JOBS ?? 1));
const timeoutSeconds = option('--timeout', Number(process.env.WILD_TIMEOUT_S ?? 180));
const fixtures = join(root, '..', 'shared', 'fixtures');
const inputs = [
  ...args.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg)),
  ...(process.env.WILD_DIRS ?? '').split(':').filter(Boolean),
];
if (inputs.length === 0) inputs.push(join(fixtures, 'wild'), join(fixtures, 'wild2'));

/** Every file under the inputs; with --sample, at most N per input, spread over it. */
function files() {
  const all = [];
  for (const input of inputs) {
    if (!existsSync(input)) {
      console.warn(`Not found, skipped: ${input}`);
      continue;
    }
    const found = [];
    const walk = (path) => {
      // A link to nothing (a corpus extracted with odd names) is skipped, not the run's end.
      const stats = statSync(path, { throwIfNoEntry: false });
      if (!stats) console.warn(`Not readable, skipped: ${path}`);
      else if (stats.isDirectory())
        for (const name of readdirSync(path).sort()) walk(join(path, name));
      else if (!/(^|\/)(README\.md|\.gitignore)$/.test(path)) found.push(path);
    };
    walk(input);
    if (sample > 0 && found.length > sample) {
      const step = found.length / sample;
      all.push(...Array.from({ length: sample }, (_, index) => found[Math.floor(index * step)]));
    } else all.push(...found);
  }
  return all;
}

/**
 * A reader process (bench/wild/reader.mjs) that takes files one at a time; a file that takes
 * longer than the limit kills it, with the extraction processes it started, and the next file
 * gets a new one.
 */
class Lane {
  start() {
    this.child = spawn(process.execPath, [join(import.meta.dirname, 'reader.mjs')], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, LOG_LEVEL: 'error' },
    });
    this.lines = createInterface({ input: this.child.stdout });
    this.lines.on('line', (line) => this.answer?.(line));
    this.stderr = '';
    this.child.stderr.on('data', (chunk) => (this.stderr = (this.stderr + chunk).slice(-2000)));
    this.child.on('close', () => {
      this.child = undefined;
      this.answer?.(undefined);
    });
  }

  read(file) {
    if (!this.child) this.start();
    const started = Date.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.kill(), timeoutSeconds * 1000);
      this.answer = (line) => {
        clearTimeout(timer);
        this.answer = undefined;
        const elapsed = Math.round((Date.now() - started) / 100) / 10;
        try {
          resolve(JSON.parse(line));
        } catch {
          const timedOut = elapsed >= timeoutSeconds;
          resolve({
            file,
            outcome: timedOut ? 'timeout' : 'crash',
            reason: timedOut
              ? `over ${timeoutSeconds} s`
              : this.stderr.trim().split('\n').slice(-3).join(' | ') || 'the reader died',
            seconds: elapsed,
          });
        }
      };
      this.child.stdin.write(`${file}\n`);
    });
  }

  kill() {
    if (!this.child) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }

  close() {
    this.child?.stdin.end();
  }
}

const list = files();
console.error(`${list.length} files, ${jobs} at a time, ${timeoutSeconds} s each at most`);
const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, jobs) }, async () => {
    const lane = new Lane();
    while (next < list.length) {
      const file = list[next++];
      const result = await lane.read(file);
      results.push(result);
      console.error(
        `[${results.length}/${list.length}] ${result.outcome.padEnd(11)} ${relativeName(file)} ${result.seconds ?? ''}s ${result.reason ?? (result.slides !== undefined ? `${result.slides} slides, ${result.tokens} tokens, ${result.words} words` : '')}`,
      );
    }
    lane.close();
  }),
);

function relativeName(file) {
  return file.startsWith(fixtures) ? relative(fixtures, file) : file.replace(tmpdir(), '$TMP');
}

const outcomes = {};
for (const result of results) outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
const templates = results.filter((result) => result.asTemplate);
const templateOutcomes = {};
for (const { asTemplate } of templates)
  templateOutcomes[asTemplate.outcome] = (templateOutcomes[asTemplate.outcome] ?? 0) + 1;
/**
 * Token counts to look at: more than 3 tokens per word the file holds (counted without the
 * product's parsers) is likely garbage; fewer than half its words extracted is text lost.
 */
const reference = (r) => r.fileWords ?? r.words;
const suspicious = results.filter(
  (r) => r.outcome === 'deck' && reference(r) > 50 && r.tokens / reference(r) > 3,
);
const lostText = results.filter(
  (r) => r.outcome === 'deck' && r.fileWords > 50 && r.words < r.fileWords / 2,
);
const summary = {
  when: new Date().toISOString(),
  inputs,
  files: results.length,
  outcomes,
  templates: templateOutcomes,
  suspiciousTokenCounts: suspicious.map((r) => relativeName(r.file)),
  lostText: lostText.map((r) => `${relativeName(r.file)} (${r.words} of ${r.fileWords} words)`),
  slowestSeconds: Math.max(0, ...results.map((r) => r.seconds ?? 0)),
  ...timesOf(results.filter((r) => r.outcome !== 'unsupported')),
};

/** Median and 95th percentile seconds of the files the product took or refused. */
function timesOf(read) {
  const times = read.map((r) => r.seconds ?? 0).sort((x, y) => x - y);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { medianSeconds: at(0.5), p95Seconds: at(0.95) };
}
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 ? args[outAt + 1] : join(root, 'bench', 'results', 'wild');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'report.json'), JSON.stringify({ summary, results }, null, 2));
writeFileSync(join(outDir, 'report.md'), markdown(summary, results));
console.log(JSON.stringify(summary, null, 2));
console.log(`Report: ${join(outDir, 'report.md')}`);

function markdown(summary, results) {
  const row = (r) =>
    `| ${relativeName(r.file)} | ${r.outcome} | ${r.stage ?? ''} | ${(r.reason ?? '').replace(/\|/g, '/')} | ${r.tokens ?? ''} | ${r.words ?? ''} | ${r.fileWords ?? ''} | ${r.pictures ?? ''} | ${r.tables ?? ''} | ${r.slides ?? ''} | ${r.asTemplate ? `${r.asTemplate.outcome} ${r.asTemplate.reason ?? ''}` : ''} | ${r.seconds ?? ''} |`;
  const byExtension = {};
  for (const r of results) {
    const extension = extname(r.file).toLowerCase() || '(none)';
    byExtension[extension] ??= {};
    byExtension[extension][r.outcome] = (byExtension[extension][r.outcome] ?? 0) + 1;
  }
  return [
    `# Wild corpus: ${summary.files} files (${summary.when})`,
    '',
    `Outcomes: ${JSON.stringify(summary.outcomes)}; .pptx as templates: ${JSON.stringify(summary.templates)}; over 3 tokens a word: ${summary.suspiciousTokenCounts.length}; under half the file's words extracted: ${summary.lostText.length}; median ${summary.medianSeconds} s, p95 ${summary.p95Seconds} s, slowest ${summary.slowestSeconds} s.`,
    '',
    '| extension | outcomes |',
    '| --- | --- |',
    ...Object.entries(byExtension)
      .sort()
      .map(([extension, counts]) => `| ${extension} | ${JSON.stringify(counts)} |`),
    '',
    '| file | outcome | stage | reason | tokens | words read | words in the file | pictures | tables | slides | as template | seconds |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    ...results
      .filter((r) => r.outcome !== 'unsupported')
      .sort((a, b) => a.outcome.localeCompare(b.outcome) || a.file.localeCompare(b.file))
      .map(row),
    '',
  ].join('\n');
}
