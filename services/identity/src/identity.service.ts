import type { ServiceSpec } from '@deckforge/kit';
import { identityConfigSchema } from './config';

export const identityService: ServiceSpec = {
  name: 'identity',
  configSchema: identityConfigSchema,
  entities: [],
  migrations: [],
  imports: [],
};
