import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Deactivation } from './deactivation.entity';

/** The only place that writes why an account was closed. */
@Injectable()
export class DeactivationsRepository {
  /** Inside the transaction that closes the account. */
  async record(
    manager: EntityManager,
    deactivation: Pick<Deactivation, 'userId' | 'reason' | 'details'>,
  ): Promise<void> {
    await manager.insert(Deactivation, deactivation);
  }
}
