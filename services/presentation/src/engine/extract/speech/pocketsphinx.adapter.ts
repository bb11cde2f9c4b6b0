import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tethered } from '@deckforge/kit/process';
import { Logger } from '@nestjs/common';
import type { TranscriptSegment } from '../extracted-source';
import type { AudioChunk } from '../media/media-tools';
import { languageName, type SpeechProgress, type SpeechToText } from './speech-to-text';
import { utterances } from './sphinx-output';

export interface PocketSphinxOptions {
  /** `pocketsphinx_continuous` (Debian's pocketsphinx package). */
  binary: string;
  /** Where the models are: Debian's pocketsphinx-en-us installs /usr/share/pocketsphinx/model. */
  modelsDirectory: string;
  /** Recognisers run at once (each one core and about 150 MB). */
  workers: number;
}

interface Model {
  hmm: string;
  lm: string;
  dict: string;
}

/**
 * A model's files, relative to the models directory, by primary language subtag: the only
 * PocketSphinx model a registry reachable here ships is Debian's US English one
 * (docs/decisions.md, "Offline speech to text").
 */
const MODELS: Record<string, Model> = {
  // Any English (en-GB, en-AU…) is heard with the US model: better than nothing, less exact.
  en: { hmm: 'en-us/en-us', lm: 'en-us/en-us.lm.bin', dict: 'en-us/cmudict-en-us.dict' },
};

/**
 * Offline speech recognition with CMU PocketSphinx (docs/decisions.md, "Offline speech to
 * text"): one `pocketsphinx_continuous` process per chunk, a few at a time, each killed when it
 * runs far longer than its audio would take. A chunk that fails is left out (and logged) so one
 * bad minute does not lose an hour; only when every chunk fails does recognition fail.
 */
export class PocketSphinxAdapter implements SpeechToText {
  readonly audioFormat = 'wav';
  private readonly logger = new Logger(PocketSphinxAdapter.name);

  constructor(private readonly options: PocketSphinxOptions) {}

  unavailableReason(language: string): string | undefined {
    const model = this.model(language);
    if (model === undefined)
      return `there is no speech model for ${languageName(language)} on this server`;
    if (model === null)
      return 'the offline speech recogniser is not installed (Debian packages pocketsphinx and pocketsphinx-en-us)';
    return undefined;
  }

  async transcribe(
    chunks: AudioChunk[],
    language: string,
    progress?: SpeechProgress,
  ): Promise<TranscriptSegment[]> {
    const model = this.model(language);
    if (!model) throw new Error(this.unavailableReason(language));
    const results: (TranscriptSegment[] | undefined)[] = new Array(chunks.length);
    let next = 0;
    let done = 0;
    const lane = async () => {
      while (next < chunks.length) {
        const index = next++;
        results[index] = await this.recognise(chunks[index], model).catch((error: unknown) => {
          this.logger.warn({
            message: `Chunk ${index + 1} of ${chunks.length} not recognised`,
            err: error,
          });
          return undefined;
        });
        await progress?.(++done, chunks.length);
      }
    };
    const lanes = Math.max(1, Math.min(this.options.workers, chunks.length));
    await Promise.all(Array.from({ length: lanes }, lane));
    if (chunks.length > 0 && results.every((result) => result === undefined))
      throw new Error('no chunk of the recording could be recognised');
    return results.flatMap((result) => result ?? []);
  }

  /** The language's model; undefined when there is none, null when it is not installed. */
  private model(language: string): Model | null | undefined {
    const files = MODELS[language.split('-')[0].toLowerCase()];
    if (!files) return undefined;
    const model = {
      hmm: join(this.options.modelsDirectory, files.hmm),
      lm: join(this.options.modelsDirectory, files.lm),
      dict: join(this.options.modelsDirectory, files.dict),
    };
    return Object.values(model).every((path) => existsSync(path)) ? model : null;
  }

  private recognise(chunk: AudioChunk, model: Model): Promise<TranscriptSegment[]> {
    const seconds = Math.max(1, chunk.endSeconds - chunk.startSeconds);
    // About a quarter of real time on a free core; a busy machine gets ten times that.
    const timeout = 30_000 + seconds * 2_500;
    return new Promise((resolve, reject) => {
      execFile(
        ...tethered(this.options.binary, [
          ...['-infile', chunk.path, '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict],
          ...['-time', 'yes', '-logfn', '/dev/null'],
        ]),
        { timeout, killSignal: 'SIGKILL', maxBuffer: 8 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout) => {
          if (error) return reject(error);
          resolve(utterances(stdout, chunk.startSeconds));
        },
      );
    });
  }
}
