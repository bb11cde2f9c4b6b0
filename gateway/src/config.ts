import {
  blobStoreEnv,
  brokerEnv,
  envBool,
  envInt,
  envList,
  loggingEnv,
  uploadLimitEnv,
} from '@deckforge/kit';
import { z } from 'zod';

/** The gateway streams uploads and downloads to and from the same blob store as storage. */
export const gatewayConfigSchema = loggingEnv
  .extend(brokerEnv.shape)
  .extend(blobStoreEnv.shape)
  // MAX_UPLOAD_MB: storage enforces it; the gateway only announces it in the client config.
  .extend(uploadLimitEnv.shape)
  .extend({
    HOST: z.string().default('127.0.0.1'),
    PORT: envInt(3000),
    /** `/metrics` (and `/healthz`) on a port of their own, never the public one; 0: any free port. */
    HEALTH_PORT: envInt(0),
    /** The OpenAPI description and its page at /api/docs; `off` in production. */
    API_DOCS: z.enum(['on', 'off']).default('on'),
    /** The address people open; used for redirects and as the allowed origin of state-changing calls. */
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    /** Further origins allowed to call the API with credentials (e.g. the Vite dev server). */
    CORS_ORIGINS: envList([]),
    /** Largest JSON or form body accepted; uploads have their own limit. */
    BODY_LIMIT_BYTES: envInt(100_000),
    /** How long reference data (/data/*) is served from memory; 0 asks the data service every time. */
    DATA_CACHE_TTL_MS: envInt(60_000),
    /** Shared with the identity service, which signs the access tokens the gateway verifies. */
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }),
    REDIS_URL: z.string().url(),
    REDIS_PREFIX: z.string().default('deckforge'),
    /** The built SPA; default `<repository>/frontend/dist`. */
    STATIC_DIR: z.string().optional(),
    /** How long counting tokens or starting a generation may take (files are read on the way). */
    PPT_RPC_TIMEOUT_MS: envInt(120_000),
    /** How long `GET /ppt/generate-presentation` waits for the deck before answering 504. */
    PPT_WAIT_MS: envInt(10 * 60_000),
    /** How often the gateway looks at a generation job's progress while a client waits. */
    PPT_POLL_MS: envInt(250),
    /** Behind a load balancer: take the client address from X-Forwarded-For. */
    TRUST_PROXY: envBool(false),
    /** Google sign-in (same client id as identity's); unset: Google answers "not configured". */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    /** Needed only for the redirect flow (/api/v1/user/google); the ID-token button works without. */
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Google's OAuth endpoints; tests point them at a local fake. */
    GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    /** The support address the SPA's legal pages name (identity mails contact messages to it). */
    SUPPORT_EMAIL: z.email().optional(),
    /** Blanks of the Conditions of Use; unset, the page shows a visible placeholder. */
    LEGAL_GOVERNING_LAW: z.string().trim().min(1).max(200).optional(),
    LEGAL_NEGOTIATION_DAYS: z.string().trim().min(1).max(40).optional(),
    LEGAL_ARBITRATION_SEAT: z.string().trim().min(1).max(200).optional(),
  });

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
