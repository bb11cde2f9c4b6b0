#!/usr/bin/env node
// bench/previews/breakdown.mjs: where the time of a deck's slide previews goes, step by step, for
// the 17-page Raft paper's deck (../shared/fixtures/wild; a generated 17-page report without the
// fixtures) in a system template: the old path (LibreOffice started for the deck, printed to PDF,
// pdftoppm for the pages) against a warm LibreOffice drawing slides straight to PNG. Children's
// CPU time (LibreOffice, poppler) is read from the kernel's accounting of this process's waited
// children and from the warm office's own process. Build first (npm run build).
//   node bench/previews/breakdown.mjs [runs=3] [template=aurora]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/environment.mjs';
import { raftDeck, raftSourceName } from './raft-deck.mjs';

const { LibreOfficeRenderer, WarmOffice } = await import(join(root, 'services/kit/dist/index.js'));

const runs = Number(process.argv[2] ?? 3);
const template = process.argv[3] ?? 'aurora';
const dir = mkdtempSync(join(tmpdir(), 'bench-previews-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU seconds of this process's finished children (what `time` would show as user + sys). */
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};
/** CPU seconds a running process (and its waited children) used so far. */
const processCpu = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
};
const officePid = () =>
  Number(execFileSync('pgrep', ['-n', '-f', `soffice.bin.*deckforge-office`]).toString().trim());

async function measure(label, work, cpu = childCpu) {
  const walls = [];
  const cpus = [];
  for (let run = 0; run < runs; run++) {
    const [wall0, cpu0] = [performance.now(), cpu()];
    await work(run);
    walls.push(performance.now() - wall0);
    cpus.push(cpu() - cpu0);
  }
  return `| ${label} | ${(median(walls) / 1000).toFixed(2)} | ${median(cpus).toFixed(2)} |`;
}

try {
  const { bytes, slideCount } = await raftDeck(template);
  const deck = join(dir, 'deck.pptx');
  writeFileSync(deck, bytes);

  const cold = new LibreOfficeRenderer({
    sofficePath: 'soffice',
    pdftoppmPath: 'pdftoppm',
    timeoutMs: 300_000,
  });
  const warmProfile = join(dir, 'kept-profile');
  const keptProfile = new LibreOfficeRenderer({
    sofficePath: 'soffice',
    pdftoppmPath: 'pdftoppm',
    timeoutMs: 300_000,
    profileDir: warmProfile,
  });
  await keptProfile.toPdf(deck, join(dir, 'first')); // builds the kept profile
  const rows = [
    await measure('before: LibreOffice started with a new profile, deck → PDF', (run) =>
      cold.toPdf(deck, join(dir, `cold-${run}`)),
    ),
    await measure('before: LibreOffice started with a kept profile, deck → PDF', (run) =>
      keptProfile.toPdf(deck, join(dir, `kept-${run}`)),
    ),
    await measure('before: pdftoppm, every page → PNG 1280 px', (run) =>
      keptProfile.pagesToPng(join(dir, 'first', 'deck.pdf'), 1280, join(dir, `pages-${run}`)),
    ),
  ];
  const office = new WarmOffice({
    sofficePath: 'soffice',
    pythonPath: '/usr/bin/python3',
    timeoutMs: 300_000,
  });
  const started = performance.now();
  await office.start();
  const startMs = performance.now() - started;
  const pid = officePid();
  const cpu = () => processCpu(pid);
  const first = [];
  rows.push(
    await measure(
      'after: warm LibreOffice, every slide → PNG 1280 px',
      async (run) => {
        const t0 = performance.now();
        await office.render(
          { input: deck, pngDir: join(dir, `warm-${run}`), widthPx: 1280 },
          (event) => {
            if (event.event === 'page' && event.page === 1) first.push(performance.now() - t0);
          },
        );
      },
      cpu,
    ),
    await measure(
      'after: warm LibreOffice, deck → PDF (afterwards, at low priority)',
      (run) => office.render({ input: deck, pdf: join(dir, `warm-${run}.pdf`) }),
      cpu,
    ),
  );
  await office.close();
  console.log(
    `\n${slideCount}-slide deck of ${raftSourceName} in ${template}.pptx, ${runs} runs (median); load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(
        ' / ',
      )}; warm office start ${(startMs / 1000).toFixed(2)} s (once per worker); first slide image after ${(median(first) / 1000).toFixed(2)} s\n`,
  );
  console.log('| step | wall s | CPU s |');
  console.log('|---|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
