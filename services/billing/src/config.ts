import { envInt, serviceEnv } from '@deckforge/kit';
import { DEFAULT_PRICE_PER_CREDIT_USD } from '@deckforge/proto';
import { z } from 'zod';

/** The billing service's environment (README "Configuration"). */
export const billingConfigSchema = serviceEnv.extend({
  /** Price of one credit in CURRENCY, at most four decimals (amounts are computed in integers). */
  PRICE_PER_CREDIT: z.coerce
    .number()
    .positive()
    .max(10_000)
    .refine((price) => Math.abs(price * 10_000 - Math.round(price * 10_000)) < 1e-6, {
      error: 'must have at most four decimals',
    })
    .default(DEFAULT_PRICE_PER_CREDIT_USD),
  /** ISO 4217 code the price is in, as Stripe writes it (lower case). */
  CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, { error: 'must be a three-letter ISO 4217 code such as usd' })
    .transform((code) => code.toLowerCase())
    .default('usd'),
  /** Stripe's secret key: Stripe Checkout when set, the embedded sandbox checkout otherwise. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_...); the webhook answers 501 without it. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe API is; only for a local fake or stripe-mock (tests). */
  STRIPE_API_URL: z.url().optional(),
  /** A reservation neither committed nor released within this time is released automatically. */
  HOLD_EXPIRY_SECONDS: envInt(3600).refine((seconds) => seconds >= 1, {
    error: 'must be at least 1',
  }),
  /** How often expired reservations are looked for (every replica looks; each is released once). */
  HOLD_SWEEP_EVERY_MS: envInt(30_000).refine((ms) => ms >= 10, {
    error: 'must be at least 10',
  }),
});

export type BillingConfig = z.output<typeof billingConfigSchema>;
