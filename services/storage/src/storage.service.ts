import type { ServiceSpec } from '@deckforge/kit';
import { storageConfigSchema } from './config';

export const storageService: ServiceSpec = {
  name: 'storage',
  configSchema: storageConfigSchema,
  entities: [],
  migrations: [],
  imports: [],
};
