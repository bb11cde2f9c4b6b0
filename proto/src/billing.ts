import { z } from 'zod';
import { event, rpc } from './common/contracts';
import { idField } from './common/fields';
import type { MessageResponse } from './common/responses';
import { MAX_PURCHASE_CREDITS } from './pricing';

/** Credits and payments (docs/architecture.md, "Credits"). */

export const LEDGER_ENTRY_KINDS = [
  'grant',
  'purchase',
  'reserve',
  'commit',
  'release',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Sandbox test cards (docs/architecture.md, "Embedded defaults"): the first pays, the second is declined. */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

const userId = idField('userId');
const jobId = idField('jobId');
const sessionId = z
  .string({ error: 'sessionId is required' })
  .trim()
  .min(1, { error: 'sessionId is required' })
  .max(255);

/* ---------- HTTP bodies ---------- */

export const balanceQuery = z.object({ userId: z.string().optional() });
export const checkoutBody = z.object({
  /** Credits to buy; below the minimum it is raised to 10 (see `creditsToPurchase`). */
  amount: z.coerce
    .number({ error: 'amount must be a number of credits' })
    .finite({ error: 'amount must be a number of credits' })
    .positive({ error: 'amount must be a positive number of credits' })
    .max(MAX_PURCHASE_CREDITS, {
      error: `You can buy at most ${MAX_PURCHASE_CREDITS.toLocaleString('en-US')} credits at once`,
    }),
  userId: z.string().optional(),
});
export const verifyPaymentBody = z.object({
  sessionId,
  /** Sent by the spec's client and deliberately ignored: the session records what was bought. */
  credits: z.unknown().optional(),
  userId: z.string().optional(),
});
export const historyQuery = z.object({
  userId: z.string().optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 500' })
    .max(500, { error: 'limit must be between 1 and 500' })
    .default(100),
});
export const sandboxPayBody = z.object({
  cardNumber: z
    .string({ error: 'Please enter your card number' })
    .max(32, { error: 'Your card number is invalid.' }),
  expiry: z
    .string({ error: "Please enter your card's expiration date" })
    .max(9, { error: "Your card's expiration date is invalid." }),
  cvc: z
    .string({ error: "Please enter your card's security code" })
    .max(8, { error: "Your card's security code is invalid." }),
});

/* ---------- RPC ---------- */

export interface LedgerHistoryItem {
  kind: LedgerEntryKind;
  /** credits, two decimals, signed (spending is negative) */
  credits: number;
  description: string;
  /** ISO-8601 */
  occurredAt: string;
  /** The checkout session (purchases) or generation job (spending) the entry belongs to. */
  reference?: string;
  /** Purchases: money paid, two decimals, and its currency (ISO 4217, lower case). */
  amount?: number;
  currency?: string;
}

export interface SandboxSession {
  sessionId: string;
  credits: number;
  /** money, two decimals */
  amount: number;
  pricePerCredit: number;
  currency: string;
  status: 'open' | 'paid' | 'expired';
  successUrl: string;
  cancelUrl: string;
  /** ISO-8601 */
  expiresAt: string;
}

export interface Pricing extends MessageResponse {
  pricePerCredit: number;
  currency: string;
  minimumCredits: number;
  maximumCredits: number;
}

export interface CheckoutStarted extends MessageResponse {
  url: string;
  sessionId: string;
  /** What the session sells, after the minimum and rounding rules. */
  credits: number;
  amount: number;
  currency: string;
}

export const BillingRpc = {
  balance: rpc<MessageResponse & { creditBalance: number }>()(
    'billing.balance',
    z.object({ userId }),
  ),
  pricing: rpc<Pricing>()('billing.pricing', z.object({}).strict()),
  checkout: rpc<CheckoutStarted>()(
    'billing.checkout',
    z.object({
      userId,
      credits: z.number().finite().positive().max(MAX_PURCHASE_CREDITS),
      /** The gateway's public address: success, cancel and sandbox URLs are built on it. */
      publicUrl: z.url(),
    }),
  ),
  verifyPayment: rpc<MessageResponse & { paid: boolean }>()(
    'billing.verify-payment',
    z.object({ userId, sessionId }),
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
  /**
   * An operator's correction (goodwill credits, a refund taken back). Idempotent by `key`;
   * a negative adjustment never takes the balance below zero.
   */
  adjust: rpc<{ applied: boolean; balanceHundredths: number }>()(
    'billing.adjust',
    z.object({
      userId,
      amountHundredths: z
        .number()
        .int()
        .refine((value) => value !== 0, { error: 'amountHundredths must not be 0' }),
      reason: z.string().trim().min(1).max(500),
      key: z.string().trim().min(1).max(200),
    }),
  ),
  history: rpc<MessageResponse & { data: LedgerHistoryItem[] }>()(
    'billing.history',
    z.object({ userId, limit: z.number().int().min(1).max(500).default(100) }),
  ),
  sandboxSession: rpc<SandboxSession>()('billing.sandbox.session', z.object({ sessionId })),
  sandboxPay: rpc<{ redirectUrl: string }>()(
    'billing.sandbox.pay',
    sandboxPayBody.extend({ sessionId }),
  ),
} as const;

export const BillingEvents = {
  paymentCompleted: event(
    'payment.completed',
    z.object({ userId, sessionId: z.string(), credits: z.number(), occurredAt: z.string() }),
  ),
} as const;
