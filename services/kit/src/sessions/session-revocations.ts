import type { Redis } from 'ioredis';

/** Keeps the later of the stored time and the given one, and (re)starts the key's expiry. */
const KEEP_LATEST = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local requested = tonumber(ARGV[1])
if requested > current then current = requested end
redis.call('SET', KEYS[1], tostring(current), 'PX', ARGV[2])
return current`;

/**
 * Per-user "not before" times of access tokens (docs/decisions.md, "Revoking access tokens"):
 * identity records one when it ends a user's sessions (log-out, password change or reset,
 * deactivation, an unverified account taken over through Google); the gateway refuses every
 * access token of that user issued earlier. A time needs keeping only as long as an access
 * token lives: after that, every token issued before it has expired anyway.
 */
export class SessionRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(userId: string) {
    return `${this.prefix}:sessions-not-before:${userId}`;
  }

  /** Tokens of `userId` issued before `atMs` (epoch ms) are no longer accepted. */
  async revokeIssuedBefore(userId: string, atMs: number, keepForMs: number): Promise<void> {
    await this.redis.eval(KEEP_LATEST, 1, this.key(userId), String(atMs), String(keepForMs));
  }

  /** The time before which `userId`'s tokens are refused, if any (epoch ms). */
  async notBefore(userId: string): Promise<number | undefined> {
    const stored = await this.redis.get(this.key(userId));
    return stored ? Number(stored) : undefined;
  }
}
