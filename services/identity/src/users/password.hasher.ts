import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import * as argon2 from 'argon2';
import type { IdentityConfig } from '../config';

export interface PasswordCheck {
  matches: boolean;
  /** The stored hash uses other parameters than configured now: store a fresh one. */
  needsRehash: boolean;
}

/**
 * argon2id with the configured cost (docs/benchmarks.md explains the choice). The parameters are
 * stored in every hash, so raising them later upgrades each account at its next log-in.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: IdentityConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.ARGON2_MEMORY_KIB,
      timeCost: config.ARGON2_TIME_COST,
      parallelism: config.ARGON2_PARALLELISM,
    };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /**
   * Checks a password against a stored hash. Without a hash (unknown e-mail, Google-only account)
   * it still spends the time of one verification, so the answer time does not tell whether an
   * account exists.
   */
  async check(storedHash: string | null | undefined, password: string): Promise<PasswordCheck> {
    if (!storedHash) {
      this.dummyHash ??= this.hash('not a password of anyone');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return { matches: false, needsRehash: false };
    }
    const matches = await argon2.verify(storedHash, password).catch(() => false);
    return { matches, needsRehash: matches && argon2.needsRehash(storedHash, this.options) };
  }
}
