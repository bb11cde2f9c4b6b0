import type { MessageResponse } from '@deckforge/proto';
import { apiThunk } from '../../app/thunk';

/**
 * POST /payment/checkout {amount, userId}: `amount` is the number of credits (DESIGN section 3);
 * the server prices it and answers the hosted checkout's address.
 */
export const checkout = apiThunk<MessageResponse & { url: string }, { credits: number }>(
  'payment/checkout',
  'starting the checkout',
  async ({ credits }, { api, signal, state }) =>
    api.post('/payment/checkout', { amount: credits, userId: state.user.userId }, { signal }),
  { announceSuccess: false },
);
