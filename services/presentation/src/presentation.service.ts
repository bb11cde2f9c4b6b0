import type { ServiceSpec } from '@deckforge/kit';
import { presentationConfigSchema } from './config';

export const presentationService: ServiceSpec = {
  name: 'presentation',
  configSchema: presentationConfigSchema,
  entities: [],
  migrations: [],
  imports: [],
};
