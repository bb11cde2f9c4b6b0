import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, BackgroundTask } from '@deckforge/kit';
import type { BillingConfig } from '../config';
import { LedgerService } from './ledger.service';

const BATCH_SIZE = 100;

/**
 * Releases reservations that were neither committed nor released within HOLD_EXPIRY_SECONDS
 * (a crashed worker, a lost message). Every replica sweeps; each hold is locked with SKIP LOCKED
 * while it is released, so it is released exactly once and replicas never wait on each other.
 */
@Injectable()
export class ReservationSweeper extends BackgroundTask<number> {
  private readonly logger = new Logger(ReservationSweeper.name);

  constructor(
    private readonly ledger: LedgerService,
    @Inject(APP_CONFIG) config: BillingConfig,
  ) {
    super({ name: 'Releasing expired reservations', everyMs: config.HOLD_SWEEP_EVERY_MS });
  }

  /** One pass (never two at once in a process); resolves with how many holds it released. */
  async sweep(): Promise<number> {
    return (await this.task.runNow()) ?? 0;
  }

  protected async runPass(): Promise<number> {
    let released = 0;
    try {
      for (;;) {
        const jobIds = await this.ledger.expiredReservations(BATCH_SIZE);
        let releasedInBatch = 0;
        for (const jobId of jobIds) {
          if (this.task.isStopped) return released;
          if (await this.ledger.releaseExpired(jobId)) releasedInBatch += 1;
        }
        released += releasedInBatch;
        // A full batch that another replica was busy with: let it finish rather than spin.
        if (jobIds.length < BATCH_SIZE || releasedInBatch === 0) return released;
      }
    } catch (error) {
      this.logger.error({ message: 'Releasing expired reservations failed', err: error });
      return released;
    }
  }
}
