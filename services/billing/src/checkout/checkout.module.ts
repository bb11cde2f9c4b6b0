import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { BillingConfig } from '../config';
import { LedgerModule } from '../ledger/ledger.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutService } from './checkout.service';
import { PaymentSettlement } from './payment-settlement.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { SandboxCheckout } from './sandbox/sandbox-checkout';
import { SandboxController } from './sandbox/sandbox.controller';
import { SandboxRepository } from './sandbox/sandbox.repository';
import { SandboxService } from './sandbox/sandbox.service';
import { createStripeClient, StripeCheckout } from './stripe/stripe-checkout';

/** Stripe when STRIPE_SECRET_KEY is set, the embedded sandbox otherwise (docs/architecture.md, "Embedded defaults"). */
function choosePaymentProvider(config: BillingConfig, sandbox: SandboxRepository): PaymentProvider {
  const logger = new Logger('Payments');
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) {
      logger.warn('STRIPE_WEBHOOK_SECRET is not set: payments are credited on verify-payment only');
    }
    logger.log('Card payments go through Stripe Checkout');
    return new StripeCheckout(createStripeClient(config), config.STRIPE_WEBHOOK_SECRET);
  }
  logger.warn(
    'Card payments use the embedded sandbox checkout (no STRIPE_SECRET_KEY): test cards buy credits and no money is taken. Never run a public deployment like this.',
  );
  return new SandboxCheckout(sandbox);
}

@Module({
  imports: [LedgerModule],
  controllers: [CheckoutController, SandboxController],
  providers: [
    CheckoutRepository,
    CheckoutService,
    PaymentSettlement,
    SandboxRepository,
    SandboxService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SandboxRepository],
      useFactory: choosePaymentProvider,
    },
  ],
})
export class CheckoutModule {}
