import {
  type FileRef,
  GenerationRequestCode,
  type JobProgress,
  type SpeechLanguage,
} from '@deckforge/proto';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { requestCodeOf } from '../../api/baseQuery';
import { JOB_POLLING_INTERVAL, useGetJobQuery } from '../../api/jobsApi';
import { useGetBalanceQuery, useLazyGetBalanceQuery } from '../../api/userApi';
import { useAppDispatch } from '../../app/hooks';
import { deckLink } from '../../app/pages/workspace/sections';
import { draftUsed } from './createDraftSlice';
import { decideEstimate } from './estimate';
import { useGeneratePresentationMutation, useLazyCountTokensQuery } from './presentationApi';

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

/**
 * Create → token count (and a fresh balance) → Credit Estimate or Credit Shortage; Proceed →
 * generation, followed on the job's real progress (polled, and its events); the generation
 * invalidates the library and the balance,
 * Projects opens and the ready toast links to the new deck. (The survey waits until the person
 * has looked at a deck: Projects asks it, never over the result.)
 */
export function useCreatePresentation(onFinished: () => void) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const storedBalance = useGetBalanceQuery().data;
  const [countTokens] = useLazyCountTokensQuery();
  const [fetchBalance] = useLazyGetBalanceQuery();
  const [generatePresentation] = useGeneratePresentationMutation();
  const [shownStep, setStep] = useState<CreateStep>({ name: 'idle' });
  const [jobId, setJobId] = useState<string>();
  const { data: progress = null } = useGetJobQuery(jobId ?? skipToken, {
    pollingInterval: JOB_POLLING_INTERVAL,
  });
  const step: CreateStep =
    shownStep.name === 'creating' ? { name: 'creating', progress } : shownStep;
  const request = useRef<CreateRequest | null>(null);
  const generating = useRef(false);

  const estimate = useCallback(
    async (next: CreateRequest) => {
      request.current = next;
      setStep({ name: 'estimating' });
      const [count, balance] = await Promise.all([
        countTokens({ files: next.files, language: next.language }),
        fetchBalance(),
      ]);
      if (!count.data) return setStep({ name: 'idle' });
      const outcome = decideEstimate(count.data, balance.data ?? storedBalance ?? 0);
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
    [countTokens, enqueueSnackbar, fetchBalance, storedBalance],
  );

  const proceed = useCallback(async () => {
    const current = request.current;
    // A double click must not start (and pay for) two generations.
    if (!current || shownStep.name !== 'estimate' || generating.current) return;
    generating.current = true;
    const following = crypto.randomUUID();
    setJobId(following);
    setStep({ name: 'creating', progress: null });
    const outcome = await generatePresentation({
      ...current,
      credits: shownStep.cost,
      jobId: following,
    });
    setJobId(undefined);
    generating.current = false;
    if (outcome.data) {
      dispatch(draftUsed());
      const { fileId, message } = outcome.data;
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
    const code = requestCodeOf(outcome.error);
    if (code === GenerationRequestCode.CostChanged || code === GenerationRequestCode.CreditShortage)
      return estimate(current);
    setStep({ name: 'idle' });
  }, [
    closeSnackbar,
    dispatch,
    enqueueSnackbar,
    estimate,
    generatePresentation,
    navigate,
    onFinished,
    shownStep,
  ]);

  const cancel = useCallback(() => setStep({ name: 'idle' }), []);

  return { step, estimate, proceed, cancel };
}
