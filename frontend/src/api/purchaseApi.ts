import type { LedgerHistoryItem, MessageResponse } from '@deckforge/proto';
import { api } from './api';

const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /payment/checkout {amount, userId}: `amount` is the number of credits
     * (docs/decisions.md, "Billing"); the server prices it and answers the hosted checkout's
     * address.
     */
    checkout: build.mutation<MessageResponse & { url: string }, { credits: number }>({
      query: ({ credits }) => ({
        url: '/payment/checkout',
        method: 'POST',
        body: { amount: credits },
        asUser: 'body',
      }),
      extraOptions: { action: 'starting the checkout', announce: false },
    }),
    /**
     * POST /payment/verify-payment {sessionId, credits, userId} → paid. The server credits what
     * the session sold (never `credits`, sent because the spec's payload has it). Quiet: the page
     * shows the spec's own two outcomes; a failure is logged and reads as not paid.
     */
    verifyPayment: build.mutation<boolean, { sessionId: string; credits: number | null }>({
      query: ({ sessionId, credits }) => ({
        url: '/payment/verify-payment',
        method: 'POST',
        body: { sessionId, credits: credits ?? undefined },
        asUser: 'body',
      }),
      transformResponse: (answer: MessageResponse & { paid: boolean }) => answer.paid === true,
      invalidatesTags: (paid) => (paid ? ['Balance'] : []),
      extraOptions: { action: 'verifying the payment', quiet: true, announce: false },
    }),
    /** GET /payment/history: purchases and spending, newest first (quiet: the Profile's extra). */
    getCreditHistory: build.query<LedgerHistoryItem[], { limit: number }>({
      query: ({ limit }) => ({ url: '/payment/history', params: { limit }, asUser: 'params' }),
      transformResponse: (reply: MessageResponse & { data: LedgerHistoryItem[] }) => reply.data,
      providesTags: ['Balance'],
      extraOptions: { action: 'fetching your credit history' },
    }),
  }),
});

export const { useCheckoutMutation, useVerifyPaymentMutation, useGetCreditHistoryQuery } =
  purchaseApi;

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
