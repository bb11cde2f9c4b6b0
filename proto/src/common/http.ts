/**
 * The header the SPA sends with every API call. A page on another site cannot add it without
 * a CORS preflight the gateway refuses, and a link or form never carries it, so the gateway
 * requires it on the calls that change something yet are GETs in the spec (docs/decisions.md,
 * "HTTP API"). Other clients of the API send it too.
 */
export const CLIENT_HEADER = { name: 'X-Deckforge-Client', value: 'web' } as const;
