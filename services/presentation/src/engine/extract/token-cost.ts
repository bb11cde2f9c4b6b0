import {
  MEDIA_TOKENS,
  PICTURE_TOKENS,
  SPEECH_TOKENS_PER_MINUTE,
  speechTokens,
} from '@deckforge/proto';
import type { ExtractedSource } from './extracted-source';

export interface SourceCost {
  tokens: number;
  /** Why a fixed cost was used, in the words the count's breakdown shows. */
  note?: string;
}

/**
 * Tokens a source is charged for: the counted tokens of its text, plus the fixed costs of its
 * pictures; a recording by its length (documented with the constants in proto).
 */
export function costOf(source: ExtractedSource, textTokens: number): SourceCost {
  const notes: string[] = [];
  let tokens = textTokens;
  // A document's own figures come with its text; only picture files cost a picture each.
  if (source.kind === 'image' && source.pictures.length > 0) {
    tokens += PICTURE_TOKENS * source.pictures.length;
    notes.push(
      `${PICTURE_TOKENS} tokens per picture${source.pictures.some((p) => p.ocrText) ? ' plus its recognised text' : ''}`,
    );
  }
  if (source.media) {
    // By length, not by transcript: the same before and after transcription.
    const { transcript, durationSeconds } = source.media;
    const speech = transcript.status === 'unavailable' ? 0 : speechTokens(durationSeconds);
    tokens = MEDIA_TOKENS + speech;
    notes.push(
      transcript.status === 'unavailable'
        ? `${MEDIA_TOKENS} tokens for the media (transcript unavailable: ${transcript.reason})`
        : `${MEDIA_TOKENS} tokens for the media plus ${SPEECH_TOKENS_PER_MINUTE} per minute of speech`,
    );
  }
  if (source.truncated) notes.push('text beyond the extraction limit was not counted');
  if (source.skippedPictures)
    notes.push(
      `${source.skippedPictures} ${source.skippedPictures === 1 ? 'picture' : 'pictures'} too large to read left out`,
    );
  return notes.length ? { tokens, note: notes.join('; ') } : { tokens };
}
