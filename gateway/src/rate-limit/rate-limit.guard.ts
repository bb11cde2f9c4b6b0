import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError, APP_CONFIG, REDIS } from '@deckforge/kit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config';
import { addressKey } from './client-address';

/** One limit: at most `points` requests per `durationSeconds`, counted per key. */
export interface RateLimitRule {
  /** Names the counter; rules with the same name share it. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * What the counter is keyed by: the client address (an IPv6 client by its /64), the e-mail in
   * the body, both, or the signed-in user (the address for visitors).
   */
  by: 'ip' | 'email' | 'ip+email' | 'user';
}

const RATE_LIMITS = 'deckforge:rate-limits';
/** `@RateLimit(rule, ...)` on a handler: every rule must allow the request. */
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMITS, rules);

/**
 * Redis-backed limits (shared by every gateway replica), with an in-memory limiter taking over
 * while Redis is unreachable so limits never silently disappear. Over the limit: 429 with
 * Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rules = this.reflector.get<RateLimitRule[] | undefined>(
      RATE_LIMITS,
      context.getHandler(),
    );
    if (!rules?.length) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const rule of rules) {
      try {
        await this.limiter(rule).consume(keyFor(rule, request));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError(
          'RATE_LIMITED',
          'Too many requests. Please wait a moment and try again.',
          {
            details: { retryAfterSeconds },
          },
        );
      }
    }
    return true;
  }

  private limiter(rule: RateLimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.REDIS_PREFIX}:rl:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        insuranceLimiter: new RateLimiterMemory({
          points: rule.points,
          duration: rule.durationSeconds,
        }),
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

function keyFor(rule: RateLimitRule, request: FastifyRequest): string {
  const body = request.body as { email?: unknown; formData?: { email?: unknown } } | undefined;
  // Only a string is an address: an object's own `toString` may be anything ({"toString": ""}
  // made String() throw, a 500); the body's validation refuses such a body after this guard.
  const given = body?.email ?? body?.formData?.email;
  const email = typeof given === 'string' ? given.trim().toLowerCase().slice(0, 254) : '';
  const address = addressKey(request.ip);
  if (rule.by === 'ip') return address;
  if (rule.by === 'user') return request.sessionUser?.userId ?? address;
  if (rule.by === 'email') return email;
  return `${address}|${email}`;
}
