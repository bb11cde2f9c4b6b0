import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibreOfficeRenderer } from '@deckforge/kit';

/** How many pages LibreOffice prints of a deck (one per slide when it opens it whole). */
export async function libreOfficePageCount(
  renderer: LibreOfficeRenderer,
  deck: Buffer,
): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'deckforge-quality-'));
  try {
    await writeFile(join(dir, 'deck.pptx'), deck);
    const pdf = await renderer.toPdf(join(dir, 'deck.pptx'), dir);
    const { getDocumentProxy } = await import('unpdf');
    const document = await getDocumentProxy(new Uint8Array(await readFile(pdf)));
    return document.numPages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
