import { Inject, Injectable } from '@nestjs/common';
import { AppError, APP_CONFIG, REDIS } from '@deckforge/kit';
import {
  ErrorCode,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@deckforge/proto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { IdentityConfig } from '../config';
import { IdentityMessages } from '../identity-messages';

const DAY_SECONDS = 24 * 3600;
const HOUR_SECONDS = 3600;

/**
 * Who can make us mail a code: anyone who types an address (sign-up and reset codes), or only
 * someone who just proved the password or holds the session (sign-in and security codes).
 */
export type CodeMailKind = 'public' | 'proven';

export interface MailBudget {
  allowed: boolean;
  /** When the next code may go out, if this one may not. */
  retryAfterSeconds: number;
}

/**
 * Per-account limits that hold whatever the client's address (docs/decisions.md, "Guessing
 * passwords and codes"). Everything is keyed by the e-mail address as typed (lower-cased), for
 * addresses with and without an account alike, so the answers never tell them apart. Counters
 * live in Redis, shared by every replica; while Redis is unreachable each process counts on its
 * own (rate-limiter-flexible's insurance limiter), so the limits never disappear.
 */
@Injectable()
export class AccountGuard {
  private readonly failures: RateLimiterRedis;
  private readonly mails: Record<CodeMailKind, RateLimiterRedis>;
  private readonly codeAttempts: RateLimiterRedis;
  readonly failureBudget: number;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: IdentityConfig) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.REDIS_PREFIX}:account:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
    this.failureBudget = config.FAILED_ATTEMPTS_PER_DAY;
    this.failures = limiter('failures', config.FAILED_ATTEMPTS_PER_DAY, DAY_SECONDS);
    this.mails = {
      public: limiter('code-mails', config.CODES_PER_HOUR, HOUR_SECONDS),
      proven: limiter('proven-code-mails', config.CODES_PER_HOUR, HOUR_SECONDS),
    };
    this.codeAttempts = limiter(
      'code-attempts',
      VERIFICATION_CODE_MAX_ATTEMPTS,
      VERIFICATION_CODE_TTL_MINUTES * 60,
    );
  }

  /** When the account's cool-down ends, if its failed-attempt budget for the day is spent. */
  async coolDownUntil(email: string): Promise<Date | undefined> {
    const state = await this.failures.get(email);
    return state && state.consumedPoints >= this.failureBudget
      ? new Date(Date.now() + state.msBeforeNext)
      : undefined;
  }

  /**
   * Counts a wrong password or code. Answers when the cool-down ends if this very failure spent
   * the budget (so the owner is told once, when it starts).
   */
  async recordFailure(email: string): Promise<Date | undefined> {
    try {
      const state = await this.failures.consume(email);
      return state.remainingPoints === 0 ? new Date(Date.now() + state.msBeforeNext) : undefined;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return undefined; // already cooling down
      throw rejection;
    }
  }

  /** Takes one code mail of the kind from the account's hourly budget. */
  async takeCodeMail(email: string, kind: CodeMailKind): Promise<MailBudget> {
    try {
      await this.mails[kind].consume(email);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
    }
  }

  /**
   * Counts one attempt at the address's current sign-up or reset code: how many remain after
   * it, or 'exhausted' when it is one too many. Kept per address, not per code row, so that an
   * address without an account counts down exactly like one with.
   */
  async codeAttempt(email: string): Promise<number | 'exhausted'> {
    try {
      return (await this.codeAttempts.consume(email)).remainingPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return 'exhausted';
      throw rejection;
    }
  }

  /** A new code went out (or would have): its attempts start again. The day's budget does not. */
  async newCodeIssued(email: string): Promise<void> {
    await this.codeAttempts.delete(email);
  }
}

/** While an address cools down, its sign-up and reset codes cannot be entered (429). */
export function codesPaused(until: Date): AppError {
  return new AppError(ErrorCode.RateLimited, IdentityMessages.codesPaused(until), {
    details: { retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) },
  });
}
