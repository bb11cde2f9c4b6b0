import type { ClientInfo } from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';

/** Who is calling, for the sessions identity records (the address honours TRUST_PROXY). */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip.slice(0, 64),
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
});

/** Longest opaque token identity accepts; anything longer was never one of ours. */
const MAX_TOKEN_LENGTH = 512;

/** A cookie that could be one of our tokens; an empty or oversized one names nothing. */
export const presentedToken = (value: string | undefined) =>
  value && value.length <= MAX_TOKEN_LENGTH ? value : undefined;
