import { serviceEnv } from '@deckforge/kit';

/** The billing service's environment; features add their variables here. */
export const billingConfigSchema = serviceEnv;
