import { Controller, Injectable, Module } from '@nestjs/common';
import { event, rpc } from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { currentCorrelationId } from '../../src/logging/correlation';
import { EventHandler, RpcHandler } from '../../src/messaging/handlers';
import { Outbox } from '../../src/outbox/outbox.service';
import { serviceEnv } from '../../src/config/common-env';
import type { ServiceSpec } from '../../src/service/service-spec';

/** A minimal service exercising the kit: RPC, events through the outbox, failing handlers. */
export const ProbeRpc = {
  echo: rpc<{ correlationId: string | undefined }>()('presentation.probe.echo', z.object({})),
  record: rpc<{ recorded: true }>()('presentation.probe.record', z.object({ id: z.string() })),
};
export const ProbeEvents = {
  happened: event(
    'probe.happened',
    z.object({ id: z.string(), failTimes: z.number().int().default(0) }),
  ),
};

@Injectable()
export class ProbeInbox {
  readonly attempts = new Map<string, number>();
  readonly received: string[] = [];
}

@Controller()
class ProbeController {
  constructor(
    private readonly inbox: ProbeInbox,
    private readonly outbox: Outbox,
    private readonly dataSource: DataSource,
  ) {}

  @RpcHandler(ProbeRpc.echo)
  echo() {
    return { correlationId: currentCorrelationId() };
  }

  @RpcHandler(ProbeRpc.record)
  async record({ id }: { id: string }) {
    await this.dataSource.transaction((manager) =>
      this.outbox.record(manager, ProbeEvents.happened, { id, failTimes: 0 }),
    );
    this.outbox.publishSoon();
    return { recorded: true as const };
  }

  @EventHandler(ProbeEvents.happened)
  happened({ id, failTimes }: { id: string; failTimes: number }) {
    const attempt = (this.inbox.attempts.get(id) ?? 0) + 1;
    this.inbox.attempts.set(id, attempt);
    if (attempt <= failTimes) throw new Error(`failing attempt ${attempt} on purpose`);
    this.inbox.received.push(id);
  }
}

@Module({ controllers: [ProbeController], providers: [ProbeInbox] })
class ProbeModule {}

export const probeService: ServiceSpec = {
  name: 'presentation',
  configSchema: serviceEnv,
  entities: [],
  migrations: [],
  imports: [ProbeModule],
  publishesEvents: true,
};
