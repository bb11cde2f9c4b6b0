import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  EASE_OF_USE_SCALE,
  RECOMMENDATION_SCALE,
  SATISFACTION_SCALE,
  surveyData,
} from '@deckforge/proto';
import { type FormEvent, useState } from 'react';
import { useSubmitSurveyMutation } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';

type Answers = {
  satisfaction: string;
  wouldPay: '' | 'yes' | 'no';
  likeMost: string;
  likeLeast: string;
  featureRequests: string;
  easeOfUse: string;
  recommendation: string;
  comments: string;
};

const EMPTY: Answers = {
  satisfaction: '',
  wouldPay: '',
  likeMost: '',
  likeLeast: '',
  featureRequests: '',
  easeOfUse: '',
  recommendation: '',
  comments: '',
};

function Scale({
  name,
  label,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={`${name}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${name}-label`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={option}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The feedback survey, once a person has looked at a finished deck: satisfaction, would pay,
 * what they liked most and least, feature requests, ease of use, recommendation, comments.
 * Sending it sets surveySent; it is asked once per person either way (app/survey.tsx).
 */
export function SurveyDialog({ onDone }: { onDone: () => void }) {
  const userId = useAppSelector((state) => state.user.userId);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Answers, string>>>({});
  const [submitSurvey, { isLoading: sending }] = useSubmitSurveyMutation();
  const set = (key: keyof Answers) => (value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = surveyData.safeParse({
      ...answers,
      wouldPay: answers.wouldPay === '' ? undefined : answers.wouldPay === 'yes',
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Answers, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Answers;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const outcome = await submitSurvey({ userId: userId ?? '', surveyData: parsed.data });
    if (!outcome.error) onDone();
  };

  const text = (key: 'likeMost' | 'likeLeast' | 'featureRequests' | 'comments', label: string) => (
    <TextField
      label={label}
      value={answers[key]}
      onChange={(event) => set(key)(event.target.value)}
      multiline
      minRows={2}
      fullWidth
    />
  );

  const scale = (
    key: 'satisfaction' | 'easeOfUse' | 'recommendation',
    label: string,
    options: readonly string[],
  ) => (
    <Scale
      name={key}
      label={label}
      options={options}
      value={answers[key]}
      error={errors[key]}
      onChange={set(key)}
    />
  );

  return (
    <Dialog
      open
      onClose={sending ? undefined : onDone}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="survey-title"
    >
      {/* A flex column like the dialog's paper: the questions scroll, "Not now" and "Send
          feedback" stay in view (a plain form let the whole dialog scroll them off-screen). */}
      <Box
        component="form"
        onSubmit={send}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="survey-title">Tell us how it went</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 3 }}>
            Now that you have seen your presentation: a minute of feedback helps us make the next
            one better.
          </DialogContentText>
          <Stack spacing={3}>
            {scale(
              'satisfaction',
              'How satisfied are you with your presentation?',
              SATISFACTION_SCALE,
            )}
            <Scale
              name="wouldPay"
              label="Would you pay for presentations like this one?"
              options={['Yes', 'No']}
              value={answers.wouldPay === '' ? '' : answers.wouldPay === 'yes' ? 'Yes' : 'No'}
              error={errors.wouldPay}
              onChange={(value) => set('wouldPay')(value === 'Yes' ? 'yes' : 'no')}
            />
            {text('likeMost', 'What did you like most?')}
            {text('likeLeast', 'What did you like least?')}
            {text('featureRequests', 'Which features would you like us to add?')}
            {scale('easeOfUse', 'How easy was it to create your presentation?', EASE_OF_USE_SCALE)}
            {scale(
              'recommendation',
              'How likely are you to recommend Deckforge to a friend or colleague?',
              RECOMMENDATION_SCALE,
            )}
            {text('comments', 'Anything else you would like to tell us?')}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onDone} disabled={sending}>
            Not now
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            Send feedback
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
