import { Injectable, Logger } from '@nestjs/common';
import { BackgroundTask } from '@deckforge/kit';
import { VerificationCodesRepository } from '../verification/verification-codes.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: refresh tokens a day after they expired (rotated ones
 * stay until then, so a replayed copy is still recognised as reuse), verification codes a day
 * after they expired, and expired reset grants. Every replica may sweep; deleting twice is
 * harmless.
 */
@Injectable()
export class ExpiredRowsSweeper extends BackgroundTask {
  private readonly logger = new Logger(ExpiredRowsSweeper.name);

  constructor(
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly codes: VerificationCodesRepository,
  ) {
    super({ name: 'Sweeping expired rows', everyMs: SWEEP_INTERVAL_MS });
  }

  protected async runPass(): Promise<void> {
    this.logger.log(`Removed expired rows: ${JSON.stringify(await this.sweep())}`);
  }

  /** One sweep; answers how many rows of each kind went. */
  async sweep(): Promise<{ refreshTokens: number; codes: number; resetGrants: number }> {
    const refreshTokens = await this.refreshTokens.deleteExpired();
    return { refreshTokens, ...(await this.codes.deleteExpired()) };
  }
}
