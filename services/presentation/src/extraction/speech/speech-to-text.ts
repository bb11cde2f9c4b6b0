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
  /** Why there is no transcript, in plain words: recognition off, or no model for the language. */
  readonly unavailableReason?: string;
  /** The chunk format the recogniser reads. */
  readonly audioFormat: 'flac' | 'wav';
  /** Segments in order, with times from the start of the recording. */
  transcribe(chunks: AudioChunk[], progress?: SpeechProgress): Promise<TranscriptSegment[]>;
}

export const SPEECH_TO_TEXT = Symbol('SPEECH_TO_TEXT');

export class SpeechRecognitionOff implements SpeechToText {
  readonly audioFormat = 'flac';

  constructor(readonly unavailableReason = 'speech recognition is not configured') {}

  transcribe(): Promise<TranscriptSegment[]> {
    return Promise.reject(new Error(this.unavailableReason));
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
