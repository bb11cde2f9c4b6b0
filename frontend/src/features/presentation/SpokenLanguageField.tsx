import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SPEECH_LANGUAGES, type SpeechLanguage } from '@deckforge/proto';
import { useClientSettings } from '../../app/clientConfig';
import { languageOnlyName, speechLanguageName } from './speechLanguage';

const HELP = 'What is said in the audio and video, so it can be turned into slides.';

/** What a language the server cannot transcribe gives, in the words the deck uses. */
const noTranscriptHelp = (tag: SpeechLanguage) =>
  `No transcript: there is no speech model for ${languageOnlyName(tag)} on this server. ` +
  'The deck keeps the recording on a media slide.';

/**
 * The language spoken in the chosen recordings (issue 28): what the speech is transcribed as.
 * Languages the server says it cannot transcribe stay choosable (the deck still shows the
 * recording) but come last, marked, and say what the deck will do when chosen.
 */
export function SpokenLanguageField({
  value,
  onChange,
}: {
  value: SpeechLanguage;
  onChange: (language: SpeechLanguage) => void;
}) {
  const transcribed = useClientSettings()?.transcribedLanguages;
  const heard = (tag: SpeechLanguage) => !transcribed || transcribed.includes(tag);
  const languages = [
    ...SPEECH_LANGUAGES.filter(heard),
    ...SPEECH_LANGUAGES.filter((tag) => !heard(tag)),
  ];
  return (
    <TextField
      select
      label="Spoken language"
      value={value}
      onChange={(event) => onChange(event.target.value as SpeechLanguage)}
      helperText={heard(value) ? HELP : noTranscriptHelp(value)}
      slotProps={{ select: { renderValue: (tag) => speechLanguageName(tag as SpeechLanguage) } }}
      fullWidth
    >
      {languages.map((tag) => (
        <MenuItem key={tag} value={tag}>
          <ListItemText
            primary={speechLanguageName(tag)}
            secondary={heard(tag) ? undefined : 'No transcript on this server'}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
