import { z } from 'zod';

/**
 * The languages a person can say a recording is in (docs/decisions.md, "Spoken language"): BCP 47
 * tags as Google Cloud Speech names them, so the choice goes to it unchanged; the offline
 * recogniser has a model for some of them and says so plainly for the others. Chosen in the
 * Create form (default: the interface language), sent with the count and the generation.
 */
export const SPEECH_LANGUAGES = [
  'en-US',
  'en-GB',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'pt-BR',
  'nl-NL',
  'pl-PL',
  'ru-RU',
  'uk-UA',
  'tr-TR',
  'ar-SA',
  'he-IL',
  'hi-IN',
  'cmn-Hans-CN',
  'ja-JP',
  'ko-KR',
] as const;
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number];

/** What a bad value is told (the request changes nothing). */
export const speechLanguageMessage = `language must be one of ${SPEECH_LANGUAGES.join(', ')}`;

/** The spoken language of the recordings of a count or a generation; absent: the server's default. */
export const speechLanguageField = z.enum(SPEECH_LANGUAGES, { error: speechLanguageMessage });
