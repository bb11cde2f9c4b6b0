import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LibreOfficeRenderer } from '../../src/office/libreoffice-renderer';
import { flatPresentation, pdfFilePageCount } from '../../src/testing/libreoffice';

const sofficeInstalled = spawnSync('soffice', ['--version']).status === 0;

/** The real LibreOffice (src/office/libreoffice-renderer.spec.ts has stand-ins for its failures). */
(sofficeInstalled ? describe : describe.skip)(
  `${LibreOfficeRenderer.name} with LibreOffice`,
  () => {
    let dir: string;

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("prints only a deck's first slide for its preview, and every slide for its PDF", async () => {
      const deck = join(dir, 'three.fodp');
      writeFileSync(deck, flatPresentation(['One', 'Two', 'Three']));
      const soffice = new LibreOfficeRenderer({
        sofficePath: 'soffice',
        pdftoppmPath: 'pdftoppm',
        timeoutMs: 60_000,
      });
      expect(await pdfFilePageCount(await soffice.toPdf(deck, join(dir, 'all')))).toBe(3);
      expect(await pdfFilePageCount(await soffice.toPdf(deck, join(dir, 'first'), '1'))).toBe(1);
    });
  },
);
