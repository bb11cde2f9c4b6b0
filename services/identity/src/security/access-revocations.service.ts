import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG, REDIS, SessionRevocations } from '@deckforge/kit';
import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../config';

/** A "not before" time outlives every access token issued before it by this margin. */
const MARGIN_MS = 60_000;

/**
 * Ends a user's access tokens at once (docs/decisions.md, "Revoking access tokens"): the gateway
 * refuses tokens issued before the time recorded here. Recorded before the change it belongs to
 * (Redis unreachable: the change is refused and nothing happened) and again after it commits
 * (covering a token a parallel refresh issued meanwhile).
 */
@Injectable()
export class AccessRevocations {
  private readonly logger = new Logger(AccessRevocations.name);
  private readonly store: SessionRevocations;
  private readonly keepForMs: number;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: IdentityConfig) {
    this.store = new SessionRevocations(redis, config.REDIS_PREFIX);
    this.keepForMs = config.ACCESS_TOKEN_TTL_SECONDS * 1000 + MARGIN_MS;
  }

  /**
   * Runs `change` between the two recordings of "every access token of `userId` until now".
   * Without Redis the change is refused (503) — except a log-out (`bestEffort`), which must
   * always end the browser's session: its access tokens then simply run out.
   */
  async around<T>(
    userId: string,
    change: () => Promise<T>,
    { bestEffort = false } = {},
  ): Promise<T> {
    try {
      await this.store.revokeIssuedBefore(userId, Date.now(), this.keepForMs);
    } catch (error) {
      if (!bestEffort)
        throw AppError.unavailable(
          'Your sessions cannot be ended right now. Please try again in a moment.',
          error,
        );
      this.logger.warn(`${userId}'s access tokens could not be revoked: ${String(error)}`);
    }
    const result = await change();
    await this.store
      .revokeIssuedBefore(userId, Date.now(), this.keepForMs)
      .catch((error: unknown) =>
        this.logger.warn(`Second revocation of ${userId}'s tokens failed: ${String(error)}`),
      );
    return result;
  }
}
