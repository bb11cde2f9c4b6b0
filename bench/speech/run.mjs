#!/usr/bin/env node
// bench/speech: word error rate and speed of the offline recogniser (PocketSphinx, the
// product's own code path: chunks cut at pauses by ffmpeg, then the adapter) on the English
// recordings of shared/fixtures/wild2/media (the file names say what is spoken) and on a
// recording made here with espeak-ng whose transcript is known; then one minute of that
// speech, timed (the target: under 30 s on a 2-core machine). Needs the presentation service
// built (npx nx run-many -t build -p @deckforge/presentation-service) and Debian's
// pocketsphinx, pocketsphinx-en-us and espeak-ng. Prints markdown for docs/benchmarks.md.
// With --hour: an hour of audio (a tone pausing 0.6 s every 7 s) cut into chunks, timed, with
// the bench's memory — the part of an hour's transcription that does not scale with cores.
//   node bench/speech/run.mjs [voice=en-us+klatt] [--hour]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createRequire } from 'node:module';
import { root } from '../lib/environment.mjs';

const require = createRequire(import.meta.url);
const dist = join(root, 'services', 'presentation', 'dist', 'extraction');
if (!existsSync(dist)) throw new Error('Build the presentation service first (see the header)');
const { MediaTools } = require(join(dist, 'media', 'media-tools.js'));
const { ffmpegBinary } = require(join(dist, 'media', 'ffmpeg.js'));
const { PocketSphinxAdapter } = require(join(dist, 'speech', 'pocketsphinx.adapter.js'));

const hour = process.argv.includes('--hour');
const voice = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'en-us+klatt';
const fixtures = join(root, '..', 'shared', 'fixtures', 'wild2', 'media');
const tools = new MediaTools(ffmpegBinary(), 120_000);
const recogniser = new PocketSphinxAdapter({
  binary: 'pocketsphinx_continuous',
  modelsDirectory: '/usr/share/pocketsphinx/model',
  workers: 2,
});
const unavailable = recogniser.unavailableReason('en-US');
if (unavailable) throw new Error(unavailable);

// About 150 words: a minute of espeak-ng at 150 words a minute.
const LECTURE =
  `Welcome to this short lecture about renewable energy. Solar panels turn sunlight into
electricity. Wind turbines use the wind to produce power. Batteries store energy for the night.
The electricity grid connects power stations with homes and factories. Engineers measure demand
every hour. When demand is high, more power stations are switched on. Hydroelectric dams release
water to drive their turbines. Heat pumps warm houses with less energy than a boiler. In the next
part we talk about the cost of energy. Prices depend on fuel, weather and the time of day. Many
countries plan to replace coal with cleaner sources within twenty years. The government wants to
build new schools in every city. Teachers will get more money next year. Parents say the plan is
good for their children. Thank you for listening, and see you next week.`.replace(/\s+/g, ' ');

const work = mkdtempSync(join(tmpdir(), 'deckforge-bench-speech-'));
try {
  const rows = [];
  const english = readdirSync(fixtures).filter((name) => /^en-/.test(name));
  for (const name of english) {
    const reference = name
      .replace(/^[a-z]{2}-[A-Z]{2}_/, '')
      .replace(/(_x\d+)?\.\w+$/, '')
      .replace(/_/g, ' ');
    rows.push(await measure(name, join(fixtures, name), reference));
  }
  const spoken = join(work, 'lecture.wav');
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', spoken, LECTURE]);
  rows.push(await measure(`espeak-ng ${voice}, 150 words/min`, spoken, LECTURE));

  if (hour) await cutAnHour();
  const all = rows.reduce(
    (sum, row) => ({ errors: sum.errors + row.errors, words: sum.words + row.words }),
    { errors: 0, words: 0 },
  );
  console.log(`PocketSphinx (Debian 0.8+5prealpha, en-us model), ${cpus().length} cores\n`);
  console.log('| recording | length | words | WER | wall time | CPU time | heard |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.seconds.toFixed(1)} s | ${row.words} | ${percent(row.errors / row.words)} | ${row.elapsed.toFixed(1)} s | ${row.cpu.toFixed(1)} s | ${row.heard.slice(0, 60)} |`,
    );
  console.log(`\nAll: ${all.words} words, WER ${percent(all.errors / all.words)}.`);
  const lecture = rows.at(-1);
  const perMinute = (seconds) => ((seconds / lecture.seconds) * 60).toFixed(1);
  console.log(
    `One minute of speech: ${perMinute(lecture.elapsed)} s wall, ${perMinute(lecture.cpu)} s CPU (target < 30 s); load average ${loadavg()[0].toFixed(1)}.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

async function cutAnHour() {
  const path = join(work, 'hour.mp3');
  execFileSync(ffmpegBinary(), [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=3600'],
    ...['-af', "volume='if(lt(mod(t,7),0.6),0,1)':eval=frame", '-ac', '1', '-b:a', '32k', path],
  ]);
  const directory = join(work, 'hour-chunks');
  mkdirSync(directory);
  const started = performance.now();
  const chunks = await tools.speechChunks(path, directory, 7200, 'wav');
  const lengths = chunks.map((chunk) => chunk.endSeconds - chunk.startSeconds);
  console.log(
    `An hour cut at pauses: ${chunks.length} chunks of ${Math.min(...lengths).toFixed(1)}–${Math.max(...lengths).toFixed(1)} s in ${((performance.now() - started) / 1000).toFixed(1)} s; bench RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB.\n`,
  );
}

/** Transcribes `path` as the product does, timed, and scores it against `reference`. */
async function measure(name, path, reference) {
  const directory = join(work, `chunks-${basename(path)}`);
  mkdirSync(directory);
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  const probe = await tools.probe(path);
  const chunks = await tools.speechChunks(path, directory, 7200, recogniser.audioFormat);
  const segments = chunks.length ? await recogniser.transcribe(chunks, 'en-US') : [];
  const elapsed = (performance.now() - started) / 1000;
  const cpu = childCpuSeconds() - cpuBefore;
  const heard = segments.map((segment) => segment.text).join(' ');
  const words = normalise(reference);
  return {
    name,
    seconds: probe.durationSeconds,
    words: words.length,
    errors: editDistance(words, normalise(heard)),
    elapsed,
    cpu,
    heard,
  };
}

/** CPU seconds of this process's finished children (ffmpeg, the recognisers), from /proc. */
function childCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime, fields 16 and 17 of stat(5), in clock ticks of 1/100 s.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function normalise(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Word-level Levenshtein distance: substitutions, deletions and insertions. */
function editDistance(reference, hypothesis) {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[hypothesis.length];
}

function percent(value) {
  return `${Math.round(value * 100)} %`;
}
