import type { TranscriptSegment } from '../extracted-source';
import type { AudioChunk } from '../media/media-tools';

/** Called as chunks are recognised: how many of how many are done. */
export type SpeechProgress = (done: number, total: number) => void | Promise<void>;

/**
 * Speech to text (docs/architecture.md, "Embedded defaults"): a port with an offline adapter
 * (PocketSphinx, the default) and a Google Cloud Speech one; with recognition off, or for a
 * language without a model, media stays media and its transcript is marked unavailable.
 */
export interface SpeechToText {
  /** The chunk format the recogniser reads. */
  readonly audioFormat: 'flac' | 'wav';
  /**
   * Why recordings in `language` (BCP 47) get no transcript, in plain words — recognition off,
   * no model for the language — or undefined when they can be transcribed.
   */
  unavailableReason(language: string): string | undefined;
  /** Segments in order, with times from the start of the recording. */
  transcribe(
    chunks: AudioChunk[],
    language: string,
    progress?: SpeechProgress,
  ): Promise<TranscriptSegment[]>;
}

export const SPEECH_TO_TEXT = Symbol('SPEECH_TO_TEXT');

export class SpeechRecognitionOff implements SpeechToText {
  readonly audioFormat = 'flac';

  constructor(private readonly reason = 'speech recognition is not configured') {}

  unavailableReason(): string {
    return this.reason;
  }

  transcribe(): Promise<TranscriptSegment[]> {
    return Promise.reject(new Error(this.reason));
  }
}

/** "de-DE" → "German"; the tag itself where the runtime has no name for it. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag.split('-')[0]) ?? tag;
  } catch {
    return tag;
  }
}
