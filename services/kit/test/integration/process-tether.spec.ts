import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tethered } from '../../src/process/tether';
import { eventually } from '../../src/testing/eventually';
import { processesMatching } from '../../src/testing/processes';
import { spawnApp } from '../../src/testing/spawn-app';

/** The built kit, as the apps run it (this tier runs after `build`). */
const KIT = join(__dirname, '..', '..', 'dist');
/** Sleeps no other process on the machine has, so that a search finds only these. */
const STUCK_TOOL = `sleep 601.${process.pid}`;
const STUCK_OFFICE = `sleep 602.${process.pid}`;

/**
 * Children die with whoever started them (docs/architecture.md, "Tests"): a presentation worker
 * killed mid-OCR leaves no Tesseract running, and a test run killed mid-suite leaves no app —
 * nor anything the app started — reparented to init.
 */
describe('processes tethered to their owner', () => {
  let dir: string;
  let hangingTesseract: string;
  let owner: ChildProcess | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'process-tether-'));
    // A stand-in for a Tesseract stuck on a page: same argument handling, never ends.
    hangingTesseract = join(dir, 'tesseract');
    writeFileSync(hangingTesseract, `#!/bin/sh\nexec ${STUCK_TOOL}\n`);
    chmodSync(hangingTesseract, 0o755);
  });
  afterEach(() => owner?.kill('SIGKILL'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a worker killed with SIGKILL mid-OCR leaves no tool of its own behind', async () => {
    const script = `
      const { execFile } = require('node:child_process');
      const { tethered } = require(${JSON.stringify(join(KIT, 'process', 'tether.js'))});
      execFile(...tethered(${JSON.stringify(hangingTesseract)}, ['page.pgm', 'stdout', 'hocr']), () => {});
      setInterval(() => {}, 1000);`;
    owner = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
    await eventually(async () => expect(await processesMatching(STUCK_TOOL)).toHaveLength(1));

    owner.kill('SIGKILL');

    await eventually(async () => expect(await processesMatching(STUCK_TOOL)).toEqual([]), 10_000);
  });

  it('keeps what a tool answers, and its timeout still ends it', async () => {
    const run = promisify(execFile);
    await expect(run(...tethered('sh', ['-c', 'echo page text; exit 3']))).rejects.toMatchObject({
      code: 3,
      stdout: 'page text\n',
    });
    await expect(run(...tethered(hangingTesseract, []), { timeout: 300 })).rejects.toMatchObject({
      killed: true,
    });
    await eventually(async () => expect(await processesMatching(STUCK_TOOL)).toEqual([]), 10_000);
  });

  it('a test run killed with SIGKILL leaves no app behind, nor what the app started', async () => {
    // An app that starts a tethered child of its own, as a worker starts its offices.
    const hangingOffice = join(dir, 'soffice');
    writeFileSync(hangingOffice, `#!/bin/sh\nexec ${STUCK_OFFICE}\n`);
    chmodSync(hangingOffice, 0o755);
    const app = join(dir, 'app.js');
    writeFileSync(
      app,
      `require(${JSON.stringify(join(KIT, 'process', 'tether.js'))})
        .spawnTethered(${JSON.stringify(hangingOffice)}, []);
      setInterval(() => {}, 1000);`,
    );
    // The app's path reaches the harness by its environment, so only the app's command names it.
    const script = `
      const { spawnApp } = require(${JSON.stringify(join(KIT, 'testing', 'index.js'))});
      spawnApp(process.env.APP, {}).catch((error) => console.error(error));
      setInterval(() => {}, 1000);`;
    owner = spawn(process.execPath, ['-e', script], {
      stdio: 'inherit',
      env: { ...process.env, APP: app },
    });
    await eventually(async () => {
      expect(await processesMatching(app)).toHaveLength(1);
      expect(await processesMatching(STUCK_OFFICE)).toHaveLength(1);
    });

    owner.kill('SIGKILL');

    await eventually(async () => {
      expect(await processesMatching(app)).toEqual([]);
      expect(await processesMatching(STUCK_OFFICE)).toEqual([]);
    }, 10_000);
  });

  it('an app that finishes by itself still exits', async () => {
    const app = join(dir, 'one-shot.js');
    writeFileSync(app, `console.log('done');`);
    const started = await spawnApp(app, {});
    expect(await started.exited).toBe(0);
    expect(started.output()).toBe('done\n');
  });
});
