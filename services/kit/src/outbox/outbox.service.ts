import { Injectable, Logger } from '@nestjs/common';
import { type EventContract, type EventPayload } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { BackgroundTask } from '../background/background-task';
import { parseOrThrow } from '../errors/validation';
import { currentCorrelationId, runWithCorrelationId } from '../logging/correlation';
import { ServiceClient } from '../messaging/service.client';
import { OutboxMessage } from './outbox-message.entity';

const POLL_INTERVAL_MS = 1000;
const BATCH_SIZE = 50;
const PUBLISH_TIMEOUT_MS = 5000;

/**
 * Transactional outbox (docs/architecture.md, "Events and the outbox"). `record` writes an event inside the caller's
 * transaction; the relay publishes unpublished rows in order, marks them once the broker
 * confirmed, and keeps retrying while RabbitMQ is away. Delivery is at-least-once, so every
 * consumer is idempotent.
 */
@Injectable()
export class Outbox extends BackgroundTask {
  private readonly logger = new Logger(Outbox.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
  ) {
    super({ name: 'Outbox pass', everyMs: POLL_INTERVAL_MS });
  }

  /** Adds the event to the caller's transaction; call `publishSoon()` after it commits. */
  async record<E extends EventContract>(
    manager: EntityManager,
    contract: E,
    payload: EventPayload<E>,
  ): Promise<void> {
    const message = manager.create(OutboxMessage, {
      event: contract.name,
      payload: parseOrThrow(contract.payload, payload) as Record<string, unknown>,
      correlationId: currentCorrelationId() ?? null,
    });
    await manager.save(message);
  }

  /** Publishes pending events now rather than at the next poll. */
  publishSoon(): void {
    void this.flush();
  }

  /** One pass at a time per process; rows locked by another replica are skipped. */
  async flush(): Promise<void> {
    await this.task.runNow();
  }

  protected async runPass(): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const pending = await manager
          .createQueryBuilder(OutboxMessage, 'o')
          .where('o.published_at IS NULL')
          .orderBy('o.created_at', 'ASC')
          .limit(BATCH_SIZE)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const message of pending) {
          try {
            await runWithCorrelationId(message.correlationId ?? undefined, () =>
              this.publish(message),
            );
            await manager.update(OutboxMessage, message.id, {
              publishedAt: new Date(),
              attempts: message.attempts + 1,
            });
          } catch (error) {
            await manager.update(OutboxMessage, message.id, { attempts: message.attempts + 1 });
            this.logger.warn(
              `Event ${message.event} not published yet (attempt ${message.attempts + 1}): ${String(error)}`,
            );
            return; // keep order: later events wait for this one
          }
        }
      });
    } catch (error) {
      this.logger.warn(`Outbox pass failed: ${String(error)}`);
    }
  }

  private async publish(message: OutboxMessage) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.client.publish(message.event, message.payload),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('broker did not confirm in time')),
            PUBLISH_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
