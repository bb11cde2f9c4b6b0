import type { ClientInfo } from '@deckforge/proto';
import type { FastifyRequest } from 'fastify';

/** Who is calling, for the sessions identity records (the address honours TRUST_PROXY). */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip.slice(0, 64),
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
});
