import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';

/** Words below this mean confidence are noise (photos, textures), not text. */
const MIN_CONFIDENCE = 60;

let worker: Promise<TesseractWorker> | undefined;

/**
 * Text in a picture, with tesseract.js fully offline: the English model comes from the
 * `@tesseract.js-data/eng` package, never from the network. One recogniser per process, kept
 * for the process's life. Returns undefined when there is no readable text.
 */
export async function recognizeText(imagePath: string): Promise<string | undefined> {
  const recogniser = await (worker ??= startRecogniser());
  const { data } = await recogniser.recognize(imagePath);
  const text = data.text.replace(/\s+/g, ' ').trim();
  const words = text.split(' ').filter((word) => /[A-Za-z0-9]{2,}/.test(word));
  if (data.confidence < MIN_CONFIDENCE || words.length < 2) return undefined;
  return text;
}

async function startRecogniser(): Promise<TesseractWorker> {
  const langPath = join(
    dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  return createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
}
