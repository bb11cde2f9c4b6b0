import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tethered } from '@deckforge/kit/process';
import { detectLanguage } from '../../../text/language/language';
import type { OcrOptions } from './ocr.reader';

const run = promisify(execFile);

/**
 * Tesseract's language data for the languages the product writes decks in (planning/deck-words.ts),
 * each a Debian package tesseract-ocr-<code> (scripts/lib/system-packages.mjs).
 */
const TESSERACT_LANGUAGES: Record<string, string> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  pt: 'por',
  it: 'ita',
  nl: 'nld',
  ru: 'rus',
  uk: 'ukr',
  pl: 'pol',
  tr: 'tur',
  ar: 'ara',
  he: 'heb',
  zh: 'chi_sim',
  ja: 'jpn',
};

/** The language to start with for each script Tesseract's orientation and script detection names. */
const SCRIPT_LANGUAGES: Record<string, string> = {
  Latin: 'eng',
  Cyrillic: 'rus',
  Arabic: 'ara',
  Hebrew: 'heb',
  Han: 'chi_sim',
  Japanese: 'jpn',
  Katakana: 'jpn',
  Hiragana: 'jpn',
};

let installed: Promise<Set<string>> | undefined;

/** The language data installed with Tesseract (asked once per process). */
function installedLanguages(tesseract: string): Promise<Set<string>> {
  installed ??= run(...tethered(tesseract, ['--list-langs']), { timeout: 10_000 })
    .then(
      ({ stdout }) =>
        new Set(
          stdout
            .split('\n')
            .slice(1)
            .map((line) => line.trim()),
        ),
    )
    .catch(() => new Set<string>());
  return installed;
}

/** Tesseract's language for a BCP 47 language ("de-AT" → "deu"), when its data is installed. */
export async function tesseractLanguage(
  language: string,
  tesseract = 'tesseract',
): Promise<string | undefined> {
  const code = TESSERACT_LANGUAGES[language.split('-')[0].toLowerCase()];
  return code && (await installedLanguages(tesseract)).has(code) ? code : undefined;
}

/**
 * The language to read a picture of text in, when nothing else tells: Tesseract's script
 * detection (its `osd` data) names the script, whose most used language is the start. English
 * when the script is unknown or the picture holds too little text to tell.
 */
export async function languageOfScript(imagePath: string, options: OcrOptions): Promise<string> {
  const tesseract = options.tesseract ?? 'tesseract';
  const languages = await installedLanguages(tesseract);
  if (!languages.has('osd')) return 'eng';
  const script = await run(...tethered(tesseract, [imagePath, 'stdout', '--psm', '0']), {
    timeout: options.timeoutMs ?? 30_000,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  }).then(
    ({ stdout }) => /^Script: (\S+)/m.exec(stdout)?.[1],
    () => undefined,
  );
  const code = script && SCRIPT_LANGUAGES[script];
  return code && languages.has(code) ? code : 'eng';
}

/**
 * The language read text is in, as Tesseract's language, when it is another than the one it was
 * read with and the text says so clearly (a few hundred letters).
 */
export async function betterLanguage(
  text: string,
  readWith: string,
  tesseract = 'tesseract',
): Promise<string | undefined> {
  if (text.replace(/\s+/g, '').length < 200) return undefined;
  const code = await tesseractLanguage(detectLanguage(text), tesseract);
  return code && code !== readWith ? code : undefined;
}
