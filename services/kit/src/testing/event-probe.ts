import { type Channel, type ChannelModel, connect } from 'amqplib';
import { type EventContract, type EventPayload, exchangeName } from '@deckforge/proto';

interface ReceivedEvent {
  name: string;
  payload: unknown;
}

/**
 * Listens to events on a test environment's exchange, the way a consuming service would
 * (its own queue bound to the event names), so a test can check what a service published.
 */
export class EventProbe {
  readonly received: ReceivedEvent[] = [];

  private constructor(
    private readonly connection: ChannelModel,
    private readonly channel: Channel,
  ) {}

  static async start(rabbitmqUrl: string, prefix: string, events: EventContract[]) {
    const connection = await connect(rabbitmqUrl);
    const channel = await connection.createChannel();
    const exchange = exchangeName(prefix);
    await channel.assertExchange(exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    for (const event of events) await channel.bindQueue(queue, exchange, event.name);
    const probe = new EventProbe(connection, channel);
    await channel.consume(
      queue,
      (message) => {
        if (!message) return;
        const packet = JSON.parse(message.content.toString()) as { data?: unknown };
        probe.received.push({ name: message.fields.routingKey, payload: packet.data });
      },
      { noAck: true },
    );
    return probe;
  }

  /** Payloads of `event` received so far. */
  payloadsOf<E extends EventContract>(event: E): Array<EventPayload<E>> {
    return this.received
      .filter((received) => received.name === event.name)
      .map((received) => received.payload as EventPayload<E>);
  }

  /** The first `event` whose payload satisfies `matches`, waiting for it to arrive. */
  async waitFor<E extends EventContract>(
    event: E,
    matches: (payload: EventPayload<E>) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<EventPayload<E>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.payloadsOf(event).find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No ${event.name} event arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await this.channel.close().catch(() => undefined);
    await this.connection.close().catch(() => undefined);
  }
}
