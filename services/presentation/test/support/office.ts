import { join } from 'node:path';
import { LibreOfficeRenderer } from '@deckforge/kit';

/**
 * The LibreOffice a spec prints its decks with: the installed `soffice` and `pdftoppm`, its
 * profile in the spec's scratch folder `dir` (removed with it), a ceiling of `timeoutMs` per
 * conversion for a loaded machine.
 */
export const officeIn = (dir: string, timeoutMs = 300_000) =>
  new LibreOfficeRenderer({
    sofficePath: 'soffice',
    pdftoppmPath: 'pdftoppm',
    timeoutMs,
    profileDir: join(dir, 'libreoffice-profile'),
  });
