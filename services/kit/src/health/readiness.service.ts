import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ServiceClient } from '../messaging/service.client';

/** One dependency the app cannot serve without; `check` throws when it is not usable. */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

@Injectable()
export class DatabaseReadiness implements ReadinessCheck {
  readonly name = 'database';
  constructor(private readonly dataSource: DataSource) {}
  async check() {
    await this.dataSource.query('SELECT 1');
  }
}

/** Whether this process's RabbitMQ consumer is connected; set by the service bootstrap. */
@Injectable()
export class ConsumerStatus {
  connected = false;
}

@Injectable()
export class BrokerReadiness implements ReadinessCheck {
  readonly name = 'broker';
  constructor(
    private readonly client: ServiceClient,
    @Optional() @Inject(ConsumerStatus) private readonly consumer?: ConsumerStatus,
  ) {}
  async check() {
    if (this.consumer && !this.consumer.connected) throw new Error('not consuming from RabbitMQ');
    if (!this.client.isConnected) throw new Error('not connected to RabbitMQ');
  }
}
