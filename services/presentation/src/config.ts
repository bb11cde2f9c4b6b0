import { serviceEnv } from '@deckforge/kit';

/** The presentation service's environment; features add their variables here. */
export const presentationConfigSchema = serviceEnv;
