import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, REDIS, SessionRevocations } from '@deckforge/kit';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import type { SessionUser } from './session-user';

/** How long a session check waits for Redis before using what this process last saw. */
const LOOKUP_TIMEOUT_MS = 250;
/** Users whose last revocation time this process remembers, for a Redis outage. */
const REMEMBERED_USERS = 10_000;

/**
 * Access tokens issued before their user's last log-out, password change or reset,
 * deactivation or Google take-over (the "not before" time identity records in Redis,
 * docs/decisions.md "Revoking access tokens"). One Redis read per signed-in request. While
 * Redis cannot answer, the times this process saw last still apply and other tokens pass:
 * an outage must not sign everybody out, and a token lives 15 minutes at most.
 */
@Injectable()
export class RevokedTokens {
  private readonly logger = new Logger(RevokedTokens.name);
  private readonly store: SessionRevocations;
  private readonly remembered = new Map<string, number>();
  private outage = false;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: GatewayConfig) {
    this.store = new SessionRevocations(redis, config.REDIS_PREFIX);
  }

  async isRevoked(user: SessionUser): Promise<boolean> {
    const notBefore = await this.notBefore(user.userId);
    return notBefore !== undefined && user.issuedAtMs < notBefore;
  }

  private async notBefore(userId: string): Promise<number | undefined> {
    try {
      const notBefore = await withTimeout(this.store.notBefore(userId), LOOKUP_TIMEOUT_MS);
      if (this.outage) this.logger.log('Token revocations are read from Redis again');
      this.outage = false;
      if (notBefore !== undefined) this.remember(userId, notBefore);
      return notBefore;
    } catch (error) {
      if (!this.outage) this.logger.warn(`Token revocations cannot be read: ${String(error)}`);
      this.outage = true;
      return this.remembered.get(userId);
    }
  }

  private remember(userId: string, notBefore: number) {
    this.remembered.delete(userId);
    this.remembered.set(userId, notBefore);
    if (this.remembered.size > REMEMBERED_USERS) {
      this.remembered.delete(this.remembered.keys().next().value!);
    }
  }
}

function withTimeout<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}
