import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { IdentityConfig } from '../config';

/**
 * Proof that a browser set, or just typed, the current password of an account whose e-mail is
 * not verified yet (docs/decisions.md, "Sign-up"). Verifying the e-mail keeps that password only
 * when the browser presents the proof; without it, whoever reads the mail may be someone else
 * than whoever chose the password, so the password goes and the verifier chooses one. Stateless:
 * an HMAC of the account and its password hash, which any change of the password invalidates.
 */
@Injectable()
export class SignupProofs {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.JWT_SECRET, Buffer.alloc(0), 'deckforge sign-up proofs', 32),
    );
  }

  issue(userId: string, passwordHash: string): string {
    return createHmac('sha256', this.key).update(`${userId}\n${passwordHash}`).digest('base64url');
  }

  matches(proof: string | undefined, userId: string, passwordHash: string): boolean {
    if (!proof) return false;
    const expected = Buffer.from(this.issue(userId, passwordHash));
    const presented = Buffer.from(proof);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  }
}
