import { serviceEnv } from '@deckforge/kit';

/** The data service needs only what every service needs. */
export const dataConfigSchema = serviceEnv;
