import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Converts with LibreOffice headless (`soffice`, installed for the tests), each call with its
 * own user profile (parallel conversions sharing one profile silently lose outputs), and hands
 * the output's path to `use` before everything is removed again.
 */
export async function convertWithLibreOffice<T>(
  input: Buffer,
  inputName: string,
  format: string,
  use: (outputPath: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'deckforge-soffice-'));
  try {
    await writeFile(join(dir, inputName), input);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        format,
        '--outdir',
        join(dir, 'out'),
        join(dir, inputName),
      ],
      { timeout: 120_000 },
    );
    const [output] = await readdir(join(dir, 'out'));
    if (!output) throw new Error(`LibreOffice produced nothing for ${inputName}`);
    return await use(join(dir, 'out', output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How many pages LibreOffice makes of a deck when printing it to PDF (one per slide; pdfinfo). */
export function pdfPageCount(deck: Buffer): Promise<number> {
  return convertWithLibreOffice(deck, 'deck.pptx', 'pdf', async (pdf) => {
    const { stdout } = await run('pdfinfo', [pdf]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  });
}

/** The text LibreOffice prints of a deck, slide after slide (LibreOffice → PDF → pdftotext). */
export function deckText(deck: Buffer): Promise<string> {
  return convertWithLibreOffice(deck, 'deck.pptx', 'pdf', async (pdf) => {
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
    return stdout;
  });
}
