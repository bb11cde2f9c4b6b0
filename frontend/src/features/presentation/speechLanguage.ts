import { type FileMetadata, SPEECH_LANGUAGES, type SpeechLanguage } from '@deckforge/proto';

/** Audio and video are transcribed; their spoken language matters, a document's does not. */
export const isRecording = (file: Pick<FileMetadata, 'type'>) =>
  /^(audio|video)\//i.test(file.type);

/**
 * The spoken language the form starts with: the interface's language (the page's `lang`), in
 * the person's own variant when their browser names one we know (en-GB for a British English
 * browser), else the first we know for it.
 */
export function defaultSpeechLanguage(
  interfaceLanguage = document.documentElement.lang || 'en',
  preferred: readonly string[] = navigator.languages ?? [],
): SpeechLanguage {
  const primary = interfaceLanguage.split('-')[0].toLowerCase();
  const own = (tag: string) => tag.split('-')[0].toLowerCase() === primary;
  const known = (tag: string) =>
    SPEECH_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  return (
    preferred.filter(own).map(known).find(Boolean) ??
    SPEECH_LANGUAGES.find(own) ??
    SPEECH_LANGUAGES[0]
  );
}

const names = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** "German (Germany)": what the list shows for a language tag. */
export const speechLanguageName = (tag: SpeechLanguage) => names.of(tag) ?? tag;

/** "German" for de-DE: the language alone, as the deck names one it has no model for. */
export const languageOnlyName = (tag: SpeechLanguage) => names.of(tag.split('-')[0]) ?? tag;
