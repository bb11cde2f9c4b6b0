import type { TranscriptSegment } from '../extracted-source';
import type { AudioChunk } from '../media/media-tools';

/**
 * Speech to text (docs/architecture.md, "Embedded defaults"): a port with a Google Cloud Speech adapter when
 * configured; without one, media stays media and its transcript is marked unavailable.
 */
export interface SpeechToText {
  /** Why there is no transcript, when recognition is not configured at all. */
  readonly unavailableReason?: string;
  /** Segments in order, with times from the start of the recording. */
  transcribe(chunks: AudioChunk[]): Promise<TranscriptSegment[]>;
}

export const SPEECH_TO_TEXT = Symbol('SPEECH_TO_TEXT');

export class SpeechRecognitionOff implements SpeechToText {
  readonly unavailableReason = 'speech recognition is not configured';

  transcribe(): Promise<TranscriptSegment[]> {
    return Promise.reject(new Error(this.unavailableReason));
  }
}
