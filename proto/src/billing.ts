import { z } from 'zod';
import { event, rpc } from './common/contracts';
import { idField } from './common/fields';
import type { MessageResponse } from './common/responses';

/** Credits and payments (spec sections 1, 7 and 9; DESIGN section 5). */

export const INITIAL_CREDITS = 10;
export const MIN_PURCHASE_CREDITS = 10;
export const DEFAULT_PRICE_PER_CREDIT_USD = 0.09;
/** The ledger counts hundredths of a credit so that no amount is ever a float. */
export const HUNDREDTHS_PER_CREDIT = 100;

export const LEDGER_ENTRY_KINDS = [
  'grant',
  'purchase',
  'reserve',
  'commit',
  'release',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Sandbox test cards (DESIGN section 3): the first pays, the second is declined. */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

const userId = idField('userId');
const jobId = idField('jobId');

/* ---------- HTTP bodies ---------- */

export const balanceQuery = z.object({ userId: z.string().optional() });
export const checkoutBody = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number of credits' })
    .finite()
    .positive()
    .max(1_000_000),
  userId: z.string().optional(),
});
export const verifyPaymentBody = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).min(1).max(255),
  credits: z.unknown().optional(),
  userId: z.string().optional(),
});
export const sandboxPayBody = z.object({
  cardNumber: z.string().max(32),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
});

/* ---------- RPC ---------- */

export interface LedgerHistoryItem {
  kind: LedgerEntryKind;
  /** credits, two decimals, signed (spending is negative) */
  credits: number;
  description: string;
  occurredAt: string;
}

export interface SandboxSession {
  sessionId: string;
  credits: number;
  /** money, two decimals */
  amount: number;
  currency: string;
  status: 'open' | 'paid' | 'expired';
  successUrl: string;
  cancelUrl: string;
}

export const BillingRpc = {
  balance: rpc<MessageResponse & { creditBalance: number }>()(
    'billing.balance',
    z.object({ userId }),
  ),
  checkout: rpc<MessageResponse & { url: string }>()(
    'billing.checkout',
    z.object({ userId, credits: z.number().finite().positive().max(1_000_000) }),
  ),
  verifyPayment: rpc<MessageResponse & { paid: boolean }>()(
    'billing.verify-payment',
    z.object({ userId, sessionId: z.string().min(1).max(255) }),
  ),
  /** The provider's webhook, raw body (base64) and signature header, verified by billing. */
  webhook: rpc<{ received: true }>()(
    'billing.webhook',
    z.object({ rawBodyBase64: z.string().max(1_000_000), signature: z.string().max(2048) }),
  ),
  /** Hold credits for a generation job; fails with PAYMENT_REQUIRED and the missing amount. */
  reserve: rpc<{ jobId: string; reservedHundredths: number; balanceHundredths: number }>()(
    'billing.reserve',
    z.object({ jobId, userId, amountHundredths: z.number().int().positive() }),
  ),
  commit: rpc<{ jobId: string; state: 'committed' }>()('billing.commit', z.object({ jobId })),
  release: rpc<{ jobId: string; state: 'released' | 'committed' }>()(
    'billing.release',
    z.object({ jobId }),
  ),
  history: rpc<MessageResponse & { data: LedgerHistoryItem[] }>()(
    'billing.history',
    z.object({ userId }),
  ),
  sandboxSession: rpc<SandboxSession>()(
    'billing.sandbox.session',
    z.object({ sessionId: z.string().min(1).max(255) }),
  ),
  sandboxPay: rpc<{ redirectUrl: string }>()(
    'billing.sandbox.pay',
    sandboxPayBody.extend({ sessionId: z.string().min(1).max(255) }),
  ),
} as const;

export const BillingEvents = {
  paymentCompleted: event(
    'payment.completed',
    z.object({ userId, sessionId: z.string(), credits: z.number(), occurredAt: z.string() }),
  ),
} as const;
