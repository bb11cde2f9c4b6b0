import { spawnSync } from 'node:child_process';

/**
 * Debian packages the tests use beyond npm: Chromium for browser tests, LibreOffice (and its
 * Python bridge) and poppler to render decks and previews, and metric-compatible fonts so text
 * measures as in Office.
 */
export const SYSTEM_PACKAGES = [
  'chromium',
  'libreoffice-impress',
  // The UNO bridge to a warm LibreOffice (slide previews, services/kit/src/office).
  'python3-uno',
  'poppler-utils',
  'fonts-liberation2',
  'fonts-crosextra-carlito',
  'fonts-crosextra-caladea',
  'fonts-noto-core',
  // Chinese, Japanese and Korean text is measured and drawn with these (render/font-metrics.ts).
  'fonts-noto-cjk',
  // `montage` makes the gallery's contact sheets of every template's deck.
  'imagemagick',
];

const installed = (name) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  );

/**
 * Installs what is missing when it can (root with apt-get); otherwise names exactly what to
 * install and returns false.
 */
export function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((name) => !installed(name));
  if (missing.length === 0) return true;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canInstall) {
    console.log(`Installing ${missing.join(', ')} (Debian packages the tests use)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...missing],
      { stdio: 'inherit', env },
    );
    if (update.status === 0 && install.status === 0) return true;
  }
  console.error(`The tests need these Debian packages: ${missing.join(' ')}`);
  console.error(
    `Install them with: sudo apt-get install --no-install-recommends ${missing.join(' ')}`,
  );
  return false;
}
