import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from '../../src/config/paths';
import { Canary } from '../../src/testing/canary';
import { withExternalLinks } from '../../src/testing/linked-office-files';
import { LibreOfficeRenderer } from '../../src/office/libreoffice-renderer';
import { networkNamespacesAvailable } from '../../src/office/offline-office';
import { WarmOffice } from '../../src/office/warm-office';

const PYTHON = '/usr/bin/python3';
const available =
  spawnSync('soffice', ['--version']).status === 0 &&
  spawnSync(PYTHON, ['-c', 'import uno']).status === 0;
if (!available) console.warn('Offline office tests skipped: they need soffice and python3-uno');

const CAMPUS = join(
  repositoryRoot(__dirname) ?? '.',
  'services/storage/assets/system-templates/campus.pptx',
);

/**
 * A deck whose master, layouts and first slide link pictures, a video, an OLE object and a
 * chart's workbook at a canary: LibreOffice as it is fetches them; every way we run it must not,
 * with a namespace and with the offline profile alone.
 */
(available ? describe : describe.skip)('LibreOffice without a network', () => {
  let dir: string;
  let canary: Canary;
  let deck: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'offline-office-'));
    canary = await Canary.start();
    deck = join(dir, 'linked.pptx');
    writeFileSync(deck, await withExternalLinks(readFileSync(CAMPUS), canary.url));
  });
  beforeEach(() => canary.reset());
  afterAll(async () => {
    await canary.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the linked deck makes LibreOffice as it is fetch its links (what the tests below rule out)', async () => {
    const profile = pathToFileURL(join(dir, 'plain-profile')).href;
    await new Promise((resolve) =>
      spawn(
        'soffice',
        [
          '--headless',
          `-env:UserInstallation=${profile}`,
          '--convert-to',
          'pdf',
          '--outdir',
          join(dir, 'plain'),
          deck,
        ],
        { stdio: 'ignore' },
      ).once('exit', resolve),
    );

    expect(canary.heard).toEqual(expect.arrayContaining([expect.stringMatching(/^GET \//)]));
  }, 120_000);

  it.each([true, false])(
    'a conversion fetches nothing (network namespace: %s)',
    async (networkNamespace) => {
      if (networkNamespace && !(await networkNamespacesAvailable()))
        return console.warn('No network namespaces on this host: the profile is the only wall');
      const renderer = new LibreOfficeRenderer({
        sofficePath: 'soffice',
        pdftoppmPath: 'pdftoppm',
        timeoutMs: 120_000,
        networkNamespace,
      });

      await renderer.toPdf(deck, join(dir, `converted-${networkNamespace}`));

      expect(canary.heard).toEqual([]);
      expect(canary.connections).toBe(0);
    },
    150_000,
  );

  it.each([true, false])(
    'a warm office draws and prints without fetching anything (network namespace: %s)',
    async (networkNamespace) => {
      const office = new WarmOffice({
        sofficePath: 'soffice',
        pythonPath: PYTHON,
        timeoutMs: 120_000,
        networkNamespace,
      });
      try {
        await office.render({
          input: deck,
          pngDir: join(dir, `slides-${networkNamespace}`),
          widthPx: 320,
          pdf: join(dir, `warm-${networkNamespace}.pdf`),
        });
      } finally {
        await office.close();
      }

      expect(canary.heard).toEqual([]);
      expect(canary.connections).toBe(0);
    },
    150_000,
  );
});
