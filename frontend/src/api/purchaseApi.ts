import type { LedgerHistoryItem, MessageResponse } from '@deckforge/proto';
import { apiThunk, createAppAsyncThunk } from '../app/thunk';
import { toApiFailure } from './errors';

/**
 * POST /payment/checkout {amount, userId}: `amount` is the number of credits (docs/decisions.md,
 * "Billing"); the server prices it and answers the hosted checkout's address.
 */
export const checkout = apiThunk<MessageResponse & { url: string }, { credits: number }>(
  'payment/checkout',
  'starting the checkout',
  async ({ credits }, { api, signal, state }) =>
    api.post('/payment/checkout', { amount: credits, userId: state.user.userId }, { signal }),
  { announceSuccess: false },
);

/**
 * POST /payment/verify-payment {sessionId, credits, userId} → {paid}. The server credits what the
 * session sold (never `credits`, sent because the spec's payload has it). Quiet: the page shows
 * the spec's own two outcomes; a failure is logged and reads as not paid.
 */
export const verifyPayment = createAppAsyncThunk<
  boolean,
  { sessionId: string; credits: number | null }
>('payment/verify', async ({ sessionId, credits }, { extra, getState }) => {
  try {
    const answer = await extra.api.post<MessageResponse & { paid: boolean }>(
      '/payment/verify-payment',
      { sessionId, credits: credits ?? undefined, userId: getState().user.userId },
    );
    return answer.paid === true;
  } catch (error) {
    console.error(
      `Payment verification failed: ${toApiFailure(error, 'verifying the payment').message}`,
    );
    return false;
  }
});

/** The credits ordered last, kept for the return from the checkout (a new page load). */
const ORDERED_CREDITS_KEY = 'deckforge.orderedCredits';

export const rememberOrderedCredits = (credits: number) => {
  try {
    window.sessionStorage.setItem(ORDERED_CREDITS_KEY, String(credits));
  } catch {
    /* storage blocked: the server knows what the session sold anyway */
  }
};

export const takeOrderedCredits = (): number | null => {
  try {
    const value = Number(window.sessionStorage.getItem(ORDERED_CREDITS_KEY));
    window.sessionStorage.removeItem(ORDERED_CREDITS_KEY);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};

/** GET /payment/history: purchases and spending, newest first (quiet: the Profile's extra). */
export const fetchCreditHistory = apiThunk<
  MessageResponse & { data: LedgerHistoryItem[] },
  { limit: number }
>(
  'payment/history',
  'fetching your credit history',
  async ({ limit }, { api, signal, state }) =>
    api.get('/payment/history', { signal, params: { userId: state.user.userId, limit } }),
  { announceSuccess: false },
);
