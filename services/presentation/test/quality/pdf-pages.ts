import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibreOfficeRenderer } from '@deckforge/kit';
import { printedWords } from './pdf-words';
import { readPixmap } from './pixmap';
import { printedWordFindings, type PrintedWords } from './printed-words';
import { type ContrastFinding, renderedContrast } from './rendered-contrast';

/** Width (pixels) slides are drawn at for judging contrast: body text is a dozen pixels high. */
export const CONTRAST_WIDTH = 1280;

/**
 * What LibreOffice's rendering of a deck shows: how many pages it prints (one per slide when it
 * opens the deck whole), the text that cannot be read against the pixels behind it (see
 * renderedContrast) and what its printed words show (see printedWordFindings).
 */
export async function renderedFindings(
  renderer: LibreOfficeRenderer,
  deck: Buffer,
): Promise<{ pdfPages: number; lowContrast: ContrastFinding[]; printed: PrintedWords }> {
  const dir = await mkdtemp(join(tmpdir(), 'deckforge-quality-'));
  try {
    await writeFile(join(dir, 'deck.pptx'), deck);
    const pdf = await renderer.toPdf(join(dir, 'deck.pptx'), dir);
    const { getDocumentProxy } = await import('unpdf');
    const document = await getDocumentProxy(new Uint8Array(await readFile(pdf)));
    const pixmaps = await renderer.pagesToPixmaps(pdf, CONTRAST_WIDTH, join(dir, 'pages'));
    const pixmapOf = async (index: number) =>
      pixmaps[index] ? readPixmap(pixmaps[index]) : undefined;
    const lowContrast = await renderedContrast(deck, pixmapOf);
    const printed = await printedWordFindings(deck, await printedWords(pdf), pixmapOf);
    return { pdfPages: document.numPages, lowContrast, printed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
