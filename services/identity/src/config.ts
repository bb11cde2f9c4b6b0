import { serviceEnv } from '@deckforge/kit';

/** The identity service's environment; features add their variables here. */
export const identityConfigSchema = serviceEnv;
