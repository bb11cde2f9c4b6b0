import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parse as parseForm } from 'qs';

/** The fields of a Stripe Checkout Session our code reads, as Stripe's API answers them. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

interface LineItem {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for the part of Stripe's API we use (Checkout Sessions), on loopback, for
 * tests that point the official SDK at it (`host`/`port`/`protocol`). It checks the secret key,
 * parses the SDK's form encoding, and signs webhook deliveries the way Stripe does
 * (`t=<unix>,v1=<HMAC-SHA256 of "t.body">`), so the SDK's own verification is what is tested.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly requests: RecordedStripeRequest[] = [];
  url = '';
  /** While set, every API call answers 500 (Stripe having a bad day). */
  failing = false;

  private constructor(
    private readonly server: Server,
    readonly secretKey: string,
  ) {}

  static async start(secretKey = `sk_test_${randomBytes(12).toString('hex')}`) {
    const fake: FakeStripe = new FakeStripe(
      createServer((request, response) => void fake.handle(request, response)),
      secretKey,
    );
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const address = fake.server.address();
    fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return fake;
  }

  /** The customer paid: what Stripe's hosted page does before it redirects to success_url. */
  complete(sessionId: string): FakeCheckoutSession {
    const session = this.session(sessionId);
    session.status = 'complete';
    session.payment_status = 'paid';
    return session;
  }

  session(sessionId: string): FakeCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`FakeStripe has no session ${sessionId}`);
    return session;
  }

  /** A webhook delivery of `type` about a session: the exact body and its Stripe-Signature. */
  webhookDelivery(
    type: string,
    sessionId: string,
    signingSecret: string,
    timestamp = Math.floor(Date.now() / 1000),
  ): { body: string; signature: string } {
    // Pretty-printed like Stripe's deliveries: a receiver that re-serialises the parsed JSON
    // instead of checking the exact bytes fails the signature.
    const body = JSON.stringify(
      {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: this.session(sessionId) },
      },
      null,
      2,
    );
    const digest = createHmac('sha256', signingSecret).update(`${timestamp}.${body}`).digest('hex');
    return { body, signature: `t=${timestamp},v1=${digest}` };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = parseForm(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const path = (request.url ?? '').split('?')[0];
    this.requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(response, 401, stripeError('authentication_error', 'Invalid API Key provided'));
    }
    if (this.failing) return send(response, 500, stripeError('api_error', 'Something broke'));
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      return send(response, 200, this.create(body));
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]));
      if (!session) {
        return send(
          response,
          404,
          stripeError('invalid_request_error', `No such checkout.session: '${match[1]}'`),
        );
      }
      return send(response, 200, session);
    }
    return send(response, 404, stripeError('invalid_request_error', `Unrecognized ${path}`));
  }

  private create(body: Record<string, unknown>): FakeCheckoutSession {
    const lineItems = (body.line_items ?? []) as LineItem[];
    const amount = lineItems.reduce(
      (sum, item) => sum + Number(item.quantity ?? 1) * Number(item.price_data?.unit_amount ?? 0),
      0,
    );
    const now = Math.floor(Date.now() / 1000);
    const sessionId = id('cs_test');
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: String(body.mode),
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: String(lineItems[0]?.price_data?.currency ?? 'usd'),
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }
}

const stripeError = (type: string, message: string) => ({ error: { type, message } });

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
