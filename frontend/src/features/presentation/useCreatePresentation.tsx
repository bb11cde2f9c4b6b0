import {
  type FileRef,
  GenerationRequestCode,
  type JobProgress,
  type SpeechLanguage,
} from '@deckforge/proto';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchFileMetadata } from '../../api/fileStorageApi';
import { fetchJobProgress } from '../../api/jobsApi';
import { getBalance } from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { deckLink } from '../../app/pages/workspace/sections';
import { draftUsed } from './createDraftSlice';
import { decideEstimate } from './estimate';
import { countTokens, generatePresentation } from './presentationApi';

/** What the form asks for. */
export interface CreateRequest {
  title: string;
  files: FileRef[];
  templateId: string;
  /** What the recordings among the files say (only when there are recordings). */
  language?: SpeechLanguage;
}

/** Where the create-presentation flow is: estimate, shortage, creating. */
export type CreateStep =
  | { name: 'idle' }
  | { name: 'estimating' }
  | { name: 'estimate'; cost: number; balance: number }
  | { name: 'shortage'; cost: number; balance: number; missing: number }
  | { name: 'creating'; progress: JobProgress | null };

/** How often the progress bar asks the job where it is. */
export const PROGRESS_POLL_MS = 700;

/**
 * Create → token count (and a fresh balance) → Credit Estimate or Credit Shortage; Proceed →
 * generation, followed on the job's real progress; then files and balance are refreshed,
 * Projects opens and the ready toast links to the new deck. (The survey waits until the person
 * has looked at a deck: Projects asks it, never over the result.)
 */
export function useCreatePresentation(onFinished: () => void) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const storedBalance = useAppSelector((state) => state.user.creditBalance);
  const [step, setStep] = useState<CreateStep>({ name: 'idle' });
  const request = useRef<CreateRequest | null>(null);
  const polling = useRef<number | undefined>(undefined);
  const generating = useRef(false);

  const stopPolling = () => window.clearInterval(polling.current);
  useEffect(() => stopPolling, []);

  const estimate = useCallback(
    async (next: CreateRequest) => {
      request.current = next;
      setStep({ name: 'estimating' });
      const [count, balance] = await Promise.all([
        dispatch(countTokens({ files: next.files, language: next.language })),
        dispatch(getBalance()),
      ]);
      if (!countTokens.fulfilled.match(count)) return setStep({ name: 'idle' });
      const credits = getBalance.fulfilled.match(balance)
        ? balance.payload.creditBalance
        : (storedBalance ?? 0);
      const outcome = decideEstimate(count.payload, credits);
      if (outcome.kind === 'overLimit') {
        console.error(outcome.message);
        enqueueSnackbar(outcome.message, { variant: 'error' });
        return setStep({ name: 'idle' });
      }
      setStep(
        outcome.kind === 'estimate'
          ? { name: 'estimate', ...outcome }
          : { name: 'shortage', ...outcome },
      );
    },
    [dispatch, enqueueSnackbar, storedBalance],
  );

  const proceed = useCallback(async () => {
    const current = request.current;
    // A double click must not start (and pay for) two generations.
    if (!current || step.name !== 'estimate' || generating.current) return;
    generating.current = true;
    const jobId = crypto.randomUUID();
    setStep({ name: 'creating', progress: null });
    polling.current = window.setInterval(() => {
      void dispatch(fetchJobProgress(jobId)).then((polled) => {
        if (!fetchJobProgress.fulfilled.match(polled) || !polled.payload) return;
        const progress = polled.payload;
        setStep((shown) => (shown.name === 'creating' ? { name: 'creating', progress } : shown));
      });
    }, PROGRESS_POLL_MS);
    const outcome = await dispatch(generatePresentation({ ...current, credits: step.cost, jobId }));
    stopPolling();
    generating.current = false;
    if (generatePresentation.fulfilled.match(outcome)) {
      dispatch(draftUsed());
      void dispatch(fetchFileMetadata());
      void dispatch(getBalance());
      const { fileId, message } = outcome.payload;
      enqueueSnackbar(message || `Your presentation "${current.title}" is ready in Projects.`, {
        variant: 'success',
        // Longer than a plain toast: it is the way to the deck.
        autoHideDuration: 12_000,
        action: (key) => (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              void navigate(deckLink(fileId));
            }}
          >
            Open the deck
          </Button>
        ),
      });
      setStep({ name: 'idle' });
      onFinished();
      return;
    }
    // The cost changed or the balance no longer covers it: estimate again with today's numbers.
    const code = outcome.payload?.requestCode;
    if (code === GenerationRequestCode.CostChanged || code === GenerationRequestCode.CreditShortage)
      return estimate(current);
    setStep({ name: 'idle' });
  }, [closeSnackbar, dispatch, enqueueSnackbar, estimate, navigate, onFinished, step]);

  const cancel = useCallback(() => setStep({ name: 'idle' }), []);

  return { step, estimate, proceed, cancel };
}
