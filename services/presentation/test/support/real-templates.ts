import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { MatrixTemplate } from './quality-matrix';
import { sharedFixture } from './sources';

/** Where LibreOffice keeps its own presentation templates (libreoffice-impress). */
const LIBREOFFICE_TEMPLATES = '/usr/lib/libreoffice/share/template/common/presnt';

/**
 * Templates people really upload: the shared wild ones (PowerPoint, ONLYOFFICE decks; decks
 * from test suites in `wild2/templates`). Files that are not zip packages (placeholders of
 * files the fixtures could not fetch) are left out.
 */
export function wildTemplates(folders = ['wild/templates']): MatrixTemplate[] {
  return folders.flatMap((folder) => {
    const dir = sharedFixture(folder);
    if (!dir) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pptx'))
      .filter((name) => readFileSync(join(dir, name)).subarray(0, 2).toString() === 'PK')
      .sort()
      .map((name) => ({
        name,
        load: () => Promise.resolve(readFileSync(join(dir, name))),
        system: false,
      }));
  });
}

/**
 * Templates from anywhere for a look (`MATRIX_TEMPLATES_DIR=/some/dir npm run matrix`): every
 * .pptx and .potx in that folder; none when it is not set.
 */
export function extraTemplates(dir = process.env.MATRIX_TEMPLATES_DIR): MatrixTemplate[] {
  if (!dir) return [];
  return readdirSync(dir)
    .filter((name) => /\.(pptx|potx)$/i.test(name))
    .sort()
    .map((name) => ({
      name: name.replace(/\.potx$/i, '.pptx'),
      load: () => Promise.resolve(readFileSync(join(dir, name))),
      system: false,
    }));
}

/**
 * LibreOffice's own templates (.otp), converted to .pptx by LibreOffice at test time in one run
 * (one start-up for all) and kept in the machine's temporary folder between runs. `only`
 * limits them to the named ones (file names without extension).
 */
export function libreOfficeTemplates(only?: string[]): MatrixTemplate[] {
  if (!existsSync(LIBREOFFICE_TEMPLATES)) return [];
  const names = readdirSync(LIBREOFFICE_TEMPLATES)
    .filter((name) => name.endsWith('.otp'))
    .map((name) => basename(name, '.otp'))
    .filter((name) => !only || only.includes(name))
    .sort();
  const out = join(tmpdir(), 'deckforge-otp-pptx');
  const converted = (name: string) => join(out, `${name}.pptx`);
  const load = (name: string) => async () => {
    const missing = names.filter((candidate) => !existsSync(converted(candidate)));
    if (missing.length) convert(missing, out);
    return readFileSync(converted(name));
  };
  return names.map((name) => ({ name: `lo-${name}.pptx`, load: load(name), system: false }));
}

/** Converts into a folder of its own, then moves the files: a parallel run never reads half a file. */
function convert(names: string[], out: string) {
  mkdirSync(out, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'deckforge-otp-'));
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pptx:Impress MS PowerPoint 2007 XML',
        '--outdir',
        work,
        ...names.map((name) => join(LIBREOFFICE_TEMPLATES, `${name}.otp`)),
      ],
      { timeout: 600_000, stdio: 'ignore' },
    );
    for (const name of names)
      if (existsSync(join(work, `${name}.pptx`)))
        renameSync(join(work, `${name}.pptx`), join(out, `${name}.pptx`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
