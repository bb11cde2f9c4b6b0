import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: refresh tokens a day after they expired (rotated ones
 * stay until then, so a replayed copy is still recognised as reuse), verification codes a day
 * after they expired, and expired reset grants. Every replica may sweep; deleting twice is
 * harmless.
 */
@Injectable()
export class ExpiredRowsJanitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExpiredRowsJanitor.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweepQuietly(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  /** One sweep; answers how many rows of each kind went. */
  async sweep(): Promise<{ refreshTokens: number; codes: number; resetGrants: number }> {
    const count = async (sql: string) =>
      ((await this.dataSource.query(sql)) as [unknown[], number])[1];
    return {
      refreshTokens: await count(
        `DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'`,
      ),
      codes: await count(
        `DELETE FROM verification_codes WHERE expires_at < now() - interval '1 day'`,
      ),
      resetGrants: await count(`DELETE FROM password_reset_grants WHERE expires_at < now()`),
    };
  }

  private async sweepQuietly() {
    try {
      const removed = await this.sweep();
      this.logger.log(`Removed expired rows: ${JSON.stringify(removed)}`);
    } catch (error) {
      this.logger.warn(`Sweeping expired rows failed: ${String(error)}`);
    }
  }
}
