import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface ChatCall {
  path: string;
  authorization?: string;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
  };
}

/** What the fake answers: a status and the assistant's content, or a wait longer than the client's. */
export type ChatReply = { status?: number; content?: string; hang?: boolean };

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/chat/completions`: answers what `reply`
 * gives for the call, in the API's response shape, and records every call.
 */
export class FakeChatCompletions {
  readonly calls: ChatCall[] = [];
  private server?: Server;
  url = '';

  constructor(public reply: (call: ChatCall) => ChatReply) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void buffer(request).then((raw) => {
        const call: ChatCall = {
          path: request.url ?? '',
          ...(request.headers.authorization
            ? { authorization: request.headers.authorization }
            : {}),
          body: JSON.parse(raw.toString()) as ChatCall['body'],
        };
        this.calls.push(call);
        const reply = this.reply(call);
        if (reply.hang) return; // never answers: the client's timeout ends it
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            (reply.status ?? 200) === 200
              ? {
                  id: 'chatcmpl-test',
                  object: 'chat.completion',
                  model: call.body.model,
                  choices: [
                    {
                      index: 0,
                      finish_reason: 'stop',
                      message: { role: 'assistant', content: reply.content ?? '' },
                    },
                  ],
                }
              : { error: { message: 'The server had an error', type: 'server_error' } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
