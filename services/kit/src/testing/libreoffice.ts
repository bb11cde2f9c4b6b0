import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { offlineCommand, seedOfflineProfile } from '../office/offline-office';

const run = promisify(execFile);

/**
 * Converts with LibreOffice headless (`soffice`, installed for the tests), each call with its
 * own user profile (parallel conversions sharing one profile silently lose outputs) and without
 * a network, as the apps run it (offline-office.ts), and hands the output's path to `use`
 * before everything is removed again.
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
    await seedOfflineProfile(join(dir, 'profile'));
    const office = await offlineCommand('soffice', [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--norestore',
      '--convert-to',
      format,
      '--outdir',
      join(dir, 'out'),
      join(dir, inputName),
    ]);
    await run(office.command, office.args, { timeout: 120_000 });
    const [output] = await readdir(join(dir, 'out'));
    if (!output) throw new Error(`LibreOffice produced nothing for ${inputName}`);
    return await use(join(dir, 'out', output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How many pages LibreOffice makes of a deck when printing it to PDF (one per slide; pdfinfo). */
export function pdfPageCount(deck: Buffer): Promise<number> {
  return convertWithLibreOffice(deck, 'deck.pptx', 'pdf', pdfFilePageCount);
}

/** The text LibreOffice prints of a deck, slide after slide (LibreOffice → PDF → pdftotext). */
export function deckText(deck: Buffer): Promise<string> {
  return convertWithLibreOffice(deck, 'deck.pptx', 'pdf', async (pdf) => {
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
    return stdout;
  });
}

/**
 * A presentation with one slide per text that LibreOffice opens as it is (flat OpenDocument, no
 * zip needed), 16:9.
 */
export const flatPresentation = (texts: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="25.4cm" fo:page-height="14.288cm"/></style:page-layout></office:automatic-styles>
 <office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>
 <office:body><office:presentation>
${texts
  .map(
    (text, index) =>
      `  <draw:page draw:name="slide-${index + 1}" draw:master-page-name="Default"><draw:frame svg:x="2cm" svg:y="2cm" svg:width="20cm" svg:height="3cm"><draw:text-box><text:p>${text}</text:p></draw:text-box></draw:frame></draw:page>`,
  )
  .join('\n')}
 </office:presentation></office:body>
</office:document>`;

/** How many pages a PDF file has (pdfinfo). */
export async function pdfFilePageCount(pdf: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [pdf]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
}
