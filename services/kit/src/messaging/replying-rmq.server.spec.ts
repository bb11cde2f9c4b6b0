import { EventEmitter } from 'node:events';
import { type RmqContext, ServerRMQ } from '@nestjs/microservices';
import { ReplyingRmqServer } from './replying-rmq.server';

/** A server whose channel and logger are recorders. */
function serverWith(sendToQueue: (...args: unknown[]) => Promise<unknown>) {
  const server = new ReplyingRmqServer({ urls: ['amqp://127.0.0.1:1'], queue: 'replies-test' });
  const logged: { level: string; message: string }[] = [];
  Object.assign(server, {
    channel: { sendToQueue },
    logger: {
      warn: (message: string) => logged.push({ level: 'warn', message }),
      error: (message: string) => logged.push({ level: 'error', message }),
    },
  });
  return { server, logged };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const context = {} as RmqContext;

describe(ReplyingRmqServer.name, () => {
  it('sends the reply to the caller’s queue with its correlation id', async () => {
    const sent: unknown[][] = [];
    const { server } = serverWith(async (...args) => sent.push(args));
    server.sendMessage(
      { response: { ok: true }, isDisposed: true },
      'amq.rabbitmq.reply-to',
      'c-1',
      context,
    );
    await settle();
    expect(sent).toHaveLength(1);
    const [queue, body, options] = sent[0] as [string, Buffer, { correlationId: string }];
    expect(queue).toBe('amq.rabbitmq.reply-to');
    expect(JSON.parse(body.toString())).toEqual({ response: { ok: true }, isDisposed: true });
    expect(options.correlationId).toBe('c-1');
  });

  it('logs a reply lost with the broker connection instead of leaving the rejection unheard', async () => {
    const { server, logged } = serverWith(() => Promise.reject(new Error('channel closed')));
    server.sendMessage({ response: 1, isDisposed: true }, 'reply', 'c-2', context);
    await settle();
    expect(logged).toEqual([{ level: 'warn', message: expect.stringContaining('channel closed') }]);
  });

  it('logs any other failed reply as an error', async () => {
    const { server, logged } = serverWith(() => Promise.reject(new TypeError('bad frame')));
    server.sendMessage({ response: 1, isDisposed: true }, 'reply', 'c-3', context);
    await settle();
    expect(logged).toEqual([{ level: 'error', message: expect.stringContaining('bad frame') }]);
  });

  it('hears a channel that fails to set up, and logs it instead of ending the process', () => {
    const { server, logged } = serverWith(() => Promise.resolve());
    // The connection manager as amqp-connection-manager makes it: its channels emit `error`.
    const manager = { createChannel: () => new EventEmitter() };
    const create = jest
      .spyOn(ServerRMQ.prototype, 'createClient')
      .mockReturnValue(manager as never);
    try {
      const client = server.createClient<typeof manager>();
      const channel = client.createChannel();
      const failure = new Error('Channel ended, no reply will be forthcoming');
      expect(() => channel.emit('error', failure)).not.toThrow();
      expect(logged).toEqual([
        { level: 'warn', message: expect.stringContaining('Channel ended') },
      ]);
    } finally {
      create.mockRestore();
    }
  });
});
