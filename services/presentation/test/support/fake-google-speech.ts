import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

export interface RecognizeCall {
  path: string;
  apiKey?: string;
  config: Record<string, unknown>;
  /** What the FLAC stream header of the audio says. */
  audio: { sampleRate: number; channels: number; bytes: number };
}

/**
 * A local stand-in for Google Cloud Speech-to-Text v1's REST API (the transport the adapter
 * uses): `POST /v1/speech:recognize` answers the transcript `transcriptFor` gives for the call
 * (requests arrive in parallel), with a `resultEndTime` like the real service, or an error
 * with `status`. Records every call.
 */
export class FakeGoogleSpeech {
  readonly calls: RecognizeCall[] = [];
  private server?: Server;
  url = '';

  constructor(
    private readonly transcriptFor: (call: RecognizeCall) => string | undefined,
    private readonly status = 200,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { code: 500, message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage) {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'POST' || path !== '/v1/speech:recognize')
      return { status: 404, body: { error: { code: 404, message: `No route ${path}` } } };
    const body = JSON.parse((await buffer(request)).toString('utf8')) as {
      config: Record<string, unknown>;
      audio: { content: string };
    };
    const call: RecognizeCall = {
      path,
      apiKey: request.headers['x-goog-api-key'] as string | undefined,
      config: body.config,
      audio: flacStreamInfo(Buffer.from(body.audio.content, 'base64')),
    };
    this.calls.push(call);
    if (this.status !== 200)
      return {
        status: this.status,
        body: { error: { code: this.status, message: 'unavailable', status: 'UNAVAILABLE' } },
      };
    const transcript = this.transcriptFor(call);
    return {
      status: 200,
      body: transcript
        ? {
            results: [
              { alternatives: [{ transcript, confidence: 0.93 }], resultEndTime: '2.500s' },
            ],
          }
        : {},
    };
  }
}

/** Sample rate and channels from a FLAC stream's STREAMINFO block, and its size. */
function flacStreamInfo(flac: Buffer): RecognizeCall['audio'] {
  if (flac.subarray(0, 4).toString('latin1') !== 'fLaC')
    return { sampleRate: 0, channels: 0, bytes: flac.length };
  const info = flac.subarray(8);
  return {
    sampleRate: (info[10] << 12) | (info[11] << 4) | (info[12] >> 4),
    channels: ((info[12] >> 1) & 0x7) + 1,
    bytes: flac.length,
  };
}
