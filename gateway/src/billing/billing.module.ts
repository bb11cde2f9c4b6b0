import { Module } from '@nestjs/common';
import { BalanceController } from './balance.controller';
import { PaymentController } from './payment.controller';
import { SandboxCheckoutController } from './sandbox-checkout.controller';

/** Credits and payments: the billing service behind /user/balance and /payment/*. */
@Module({ controllers: [BalanceController, PaymentController, SandboxCheckoutController] })
export class BillingModule {}
