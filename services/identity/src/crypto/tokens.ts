import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@deckforge/proto';

/**
 * Secrets we hand out and how we store them. Opaque tokens (refresh tokens, reset grants) have
 * 256 bits of entropy, so a plain SHA-256 is enough to make a leaked table useless. Six-digit
 * codes have only a million values: they are stored as an HMAC keyed from the server secret,
 * so the table alone does not give them away.
 */

/** 32 random bytes, URL-safe: what goes into a cookie. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export const hashOpaqueToken = (token: string): Buffer =>
  createHash('sha256').update(token, 'utf8').digest();

/** A uniformly random code of six digits, leading zeros kept. */
export const newVerificationCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

export class CodeHasher {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'deckforge verification codes', 32),
    );
  }

  /** Bound to the user and purpose, so a code is worthless anywhere else. */
  hash(userId: string, purpose: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`${userId}\n${purpose}\n${code}`).digest();
  }

  matches(stored: Buffer, userId: string, purpose: string, code: string): boolean {
    const candidate = this.hash(userId, purpose, code);
    return stored.length === candidate.length && timingSafeEqual(stored, candidate);
  }
}
