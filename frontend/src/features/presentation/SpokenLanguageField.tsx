import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SPEECH_LANGUAGES, type SpeechLanguage } from '@deckforge/proto';
import { speechLanguageName } from './speechLanguage';

/** The language spoken in the chosen recordings (issue 28): what the speech is transcribed as. */
export function SpokenLanguageField({
  value,
  onChange,
}: {
  value: SpeechLanguage;
  onChange: (language: SpeechLanguage) => void;
}) {
  return (
    <TextField
      select
      label="Spoken language"
      value={value}
      onChange={(event) => onChange(event.target.value as SpeechLanguage)}
      helperText="What is said in the audio and video, so it can be turned into slides."
      fullWidth
    >
      {SPEECH_LANGUAGES.map((tag) => (
        <MenuItem key={tag} value={tag}>
          {speechLanguageName(tag)}
        </MenuItem>
      ))}
    </TextField>
  );
}
