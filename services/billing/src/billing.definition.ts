import type { ServiceSpec } from '@deckforge/kit';
import { CheckoutModule } from './checkout/checkout.module';
import { billingConfigSchema } from './config';
import { LedgerModule } from './ledger/ledger.module';
import { CreateLedger1733600000000 } from './migrations/1733600000000-create-ledger';
import { CreateCheckout1733600000001 } from './migrations/1733600000001-create-checkout';

export const billingService: ServiceSpec<typeof billingConfigSchema> = {
  name: 'billing',
  configSchema: billingConfigSchema,
  entities: [],
  migrations: [CreateLedger1733600000000, CreateCheckout1733600000001],
  imports: [LedgerModule, CheckoutModule],
  publishesEvents: true,
  keepsUserData: true,
};
