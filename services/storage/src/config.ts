import { serviceEnv } from '@deckforge/kit';

/** The storage service's environment; features add their variables here. */
export const storageConfigSchema = serviceEnv;
