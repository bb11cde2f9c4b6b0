import { spawnSync } from 'node:child_process';

/**
 * Debian packages Deckforge uses beyond npm, with what is lost without each: `product` ones the
 * running apps need (`npm start` and `npm test`), `tests` ones only the tests and the gallery.
 */
export const SYSTEM_PACKAGES = [
  {
    name: 'libreoffice-impress',
    for: 'product',
    without: 'no slide previews, PDFs or template previews',
  },
  {
    name: 'python3-uno',
    for: 'product',
    without: 'no warm LibreOffice: slide previews and PDFs are not drawn',
  },
  { name: 'poppler-utils', for: 'product', without: 'no previews of uploaded PDFs and templates' },
  {
    name: 'fonts-liberation2',
    for: 'product',
    without: 'text measured and drawn with other fonts than Arial/Times',
  },
  {
    name: 'fonts-crosextra-carlito',
    for: 'product',
    without: 'Calibri text measured and drawn with another font',
  },
  {
    name: 'fonts-crosextra-caladea',
    for: 'product',
    without: 'Cambria text measured and drawn with another font',
  },
  {
    name: 'fonts-noto-core',
    for: 'product',
    without: 'Arabic, Hebrew and other scripts drawn badly',
  },
  {
    name: 'fonts-noto-cjk',
    for: 'product',
    without: 'Chinese, Japanese and Korean text drawn and measured badly',
  },
  {
    name: 'pocketsphinx',
    for: 'product',
    without: 'recordings are not transcribed: their decks have no slides of what was said',
  },
  {
    name: 'pocketsphinx-en-us',
    for: 'product',
    without: 'English recordings are not transcribed (the offline recogniser’s model)',
  },
  {
    name: 'espeak-ng',
    for: 'tests',
    without: 'no spoken test recordings: the speech tests and benchmark are skipped',
  },
  { name: 'sox', for: 'tests', without: 'no spoken test recordings (16 kHz mono conversion)' },
  {
    name: 'tesseract-ocr',
    for: 'product',
    without: 'no text read in pictures, and scanned PDFs refused',
  },
  {
    name: 'tesseract-ocr-osd',
    for: 'product',
    without: 'scans in another script than the Latin one read as English',
  },
  // Tesseract's data for the languages decks are written in (planning/deck-words.ts).
  ...Object.entries({
    eng: 'English',
    deu: 'German',
    fra: 'French',
    spa: 'Spanish',
    por: 'Portuguese',
    ita: 'Italian',
    nld: 'Dutch',
    rus: 'Russian',
    ukr: 'Ukrainian',
    pol: 'Polish',
    tur: 'Turkish',
    ara: 'Arabic',
    heb: 'Hebrew',
    'chi-sim': 'Chinese',
    jpn: 'Japanese',
  }).map(([code, language]) => ({
    name: `tesseract-ocr-${code}`,
    for: 'product',
    without: `text in pictures and scans in ${language} read badly (as English)`,
  })),
  { name: 'chromium', for: 'tests', without: 'no browser tests' },
  {
    name: 'imagemagick',
    for: 'tests',
    without: 'no contact sheets of decks in the tests and gallery',
  },
];

const installed = (name) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  );

/** Installs `names` with apt-get when this process may (root); true when it did. */
function install(names) {
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) return false;
  console.log(`Installing ${names.join(', ')} (Debian packages Deckforge uses)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...names],
    {
      stdio: 'inherit',
      env,
    },
  );
  return update.status === 0 && result.status === 0;
}

/**
 * Makes sure the packages `npm start` (`product`) or `npm test` (`tests`: all of them) uses are
 * there: installs what is missing when it can, otherwise names each missing package and what
 * it costs, and how to install them. True when nothing is missing any more.
 */
export function ensureSystemPackages(scope = 'tests') {
  const wanted = SYSTEM_PACKAGES.filter((pkg) => scope === 'tests' || pkg.for === 'product');
  const missing = wanted.filter((pkg) => !installed(pkg.name));
  if (missing.length === 0) return true;
  const names = missing.map((pkg) => pkg.name);
  if (install(names)) return true;
  console.error('These Debian packages are missing:');
  for (const pkg of missing) console.error(`  ${pkg.name}: ${pkg.without}`);
  console.error(
    `Install them with: sudo apt-get install --no-install-recommends ${names.join(' ')}`,
  );
  return false;
}
