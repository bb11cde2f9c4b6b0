import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../src/testing/eventually';
import { officesOf, processesMatching } from '../../src/testing/processes';

const PYTHON = '/usr/bin/python3';
const available =
  spawnSync('soffice', ['--version']).status === 0 &&
  spawnSync(PYTHON, ['-c', 'import uno']).status === 0;
if (!available) console.warn('Office tether tests skipped: they need soffice and python3-uno');

/** How long the stand-in sleeps: a figure no other process on the machine has. */
const STUCK = `sleep 600.${process.pid}`;

/** The built kit, as the apps run it (this tier runs after `build`). */
const KIT = join(__dirname, '..', '..', 'dist', 'index.js');

/**
 * An owner like a presentation worker: a process starting a warm office and a one-shot
 * conversion that never finishes (a stand-in for a LibreOffice stuck on a file).
 */
const owner = (hangingSoffice: string) => `
const { LibreOfficeRenderer, WarmOffice } = require(${JSON.stringify(KIT)});
const office = new WarmOffice({ sofficePath: 'soffice', pythonPath: ${JSON.stringify(PYTHON)}, timeoutMs: 60000 });
const stuck = new LibreOfficeRenderer({ sofficePath: ${JSON.stringify(hangingSoffice)}, pdftoppmPath: 'pdftoppm', timeoutMs: 600000 });
office.start().catch((error) => console.error(error));
stuck.toPdf('/nonexistent/deck.pptx', ${JSON.stringify(join(tmpdir(), 'tether-out'))}).catch(() => {});
`;

(available ? describe : describe.skip)('offices tethered to their owner', () => {
  let dir: string;
  let hanging: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'office-tether-'));
    hanging = join(dir, 'hanging-soffice');
    writeFileSync(hanging, `#!/bin/sh\nexec ${STUCK}\n`);
    chmodSync(hanging, 0o755);
  });
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('a worker killed with SIGKILL leaves no LibreOffice of its own behind', async () => {
    child = spawn(process.execPath, ['-e', owner(hanging)], { stdio: 'inherit' });
    const ownerPid = child.pid!;
    // Killed while its office starts or warms up: the moment its bridge cannot end it.
    await eventually(
      async () => {
        expect((await officesOf(ownerPid)).some((p) => p.command.includes('soffice.bin'))).toBe(
          true,
        );
        expect(await processesMatching(STUCK)).toHaveLength(1);
      },
      60_000,
      20,
    );

    child.kill('SIGKILL');

    await eventually(async () => {
      expect(await officesOf(ownerPid)).toEqual([]);
      expect(await processesMatching(STUCK)).toEqual([]);
    }, 10_000);
  });
});
