import type { ServiceSpec } from '@deckforge/kit';
import { billingConfigSchema } from './config';

export const billingService: ServiceSpec = {
  name: 'billing',
  configSchema: billingConfigSchema,
  entities: [],
  migrations: [],
  imports: [],
};
