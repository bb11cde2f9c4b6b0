import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { ReadinessCheck } from '@deckforge/kit';
import { GENERATION_QUEUE } from '@deckforge/proto';
import type { Queue } from 'bull';

/** The worker is ready when it can reach the queue in Redis. */
@Injectable()
export class QueueReadiness implements ReadinessCheck {
  readonly name = 'queue';

  constructor(@InjectQueue(GENERATION_QUEUE) private readonly queue: Queue) {}

  async check() {
    if ((await this.queue.client.ping()) !== 'PONG') throw new Error('Redis did not answer');
  }
}
