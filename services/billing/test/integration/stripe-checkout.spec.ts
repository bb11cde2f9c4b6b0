import { randomUUID } from 'node:crypto';
import { FakeStripe } from '@deckforge/kit/testing';
import { BillingEvents, BillingRpc, ErrorCode, Messages } from '@deckforge/proto';
import { LedgerService } from '../../src/ledger/ledger.service';
import { BillingHarness } from '../support/billing-harness';

const WEBHOOK_SECRET = 'whsec_test_deckforge_billing';
const PUBLIC_URL = 'https://deckforge.example/app/';

describe('buying credits with Stripe Checkout (the SDK against a local fake of the Stripe API)', () => {
  let stripe: FakeStripe;
  let billing: BillingHarness;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    billing = await BillingHarness.start({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  }, 60_000);

  afterAll(async () => {
    await billing?.expectLedgerConsistent();
    await billing?.close();
    await stripe?.close();
  });

  /** A user with the free credits and an open checkout for `credits`. */
  async function checkout(credits = 25) {
    const userId = randomUUID();
    await billing.service.app
      .get(LedgerService)
      .grantWelcomeCredits(userId, `${userId}@example.com`);
    const started = await billing.client.send(BillingRpc.checkout, {
      userId,
      credits,
      publicUrl: PUBLIC_URL,
    });
    return { userId, ...started };
  }

  const webhook = (type: string, sessionId: string, secret = WEBHOOK_SECRET) => {
    const delivery = stripe.webhookDelivery(type, sessionId, secret);
    return billing.client.send(BillingRpc.webhook, {
      rawBodyBase64: Buffer.from(delivery.body).toString('base64'),
      signature: delivery.signature,
    });
  };

  const paymentEvents = async (sessionId: string) => {
    const { rows } = await billing.sql.query(
      "SELECT payload FROM outbox WHERE event = $1 AND payload->>'sessionId' = $2",
      [BillingEvents.paymentCompleted.name, sessionId],
    );
    return rows;
  };

  it('answers the price, the minimum and the currency', async () => {
    expect(await billing.client.send(BillingRpc.pricing, {})).toEqual({
      pricePerCredit: 0.09,
      currency: 'usd',
      minimumCredits: 10,
      maximumCredits: 1_000_000,
      message: 'Pricing fetched successfully',
    });
  });

  it('creates a Checkout Session with the exact total, the user and credits, and the return URLs', async () => {
    const started = await checkout(25);
    expect(started).toMatchObject({
      credits: 25,
      amount: 2.25,
      currency: 'usd',
      message: 'Checkout session created',
    });
    const session = stripe.session(started.sessionId);
    expect(started.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 225,
      currency: 'usd',
      client_reference_id: started.userId,
      metadata: { userId: started.userId, credits: '25' },
      success_url: 'https://deckforge.example/app/?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://deckforge.example/app/#pricing',
    });
    const request = stripe.requests.find(
      (recorded) =>
        recorded.method === 'POST' && recorded.body.client_reference_id === started.userId,
    );
    expect(request).toMatchObject({
      authorization: `Bearer ${stripe.secretKey}`,
      idempotencyKey: expect.any(String),
      body: {
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: '225',
              product_data: { name: '25 Deckforge credits' },
            },
          },
        ],
      },
    });
  });

  it.each([
    [3, 10, 0.9],
    [10, 10, 0.9],
    [12.3, 13, 1.17],
    [10.000000001, 10, 0.9],
  ])('sells %d requested credits as %d for %d', async (requested, credits, amount) => {
    const started = await checkout(requested);
    expect(started).toMatchObject({ credits, amount });
    expect(stripe.session(started.sessionId).amount_total).toBe(Math.round(amount * 100));
  });

  it('answers paid: false for an unpaid session and credits nothing', async () => {
    const { userId, sessionId } = await checkout();
    expect(await billing.client.send(BillingRpc.verifyPayment, { userId, sessionId })).toEqual({
      paid: false,
      message: Messages.paymentFailed,
    });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('credits a paid session once, however often it is verified, even at the same time', async () => {
    const { userId, sessionId } = await checkout(25);
    stripe.complete(sessionId);

    const first = await billing.client.send(BillingRpc.verifyPayment, { userId, sessionId });
    expect(first).toEqual({ paid: true, message: Messages.paymentSuccessful });
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        billing.client.send(BillingRpc.verifyPayment, { userId, sessionId }),
      ),
    );
    for (const answer of again) expect(answer.paid).toBe(true);

    expect(await billing.balanceHundredths(userId)).toBe(3500);
    expect((await billing.entries(userId)).filter((entry) => entry.kind === 'purchase')).toEqual([
      { kind: 'purchase', amount: 2500, key: `purchase:${sessionId}` },
    ]);
    expect(await paymentEvents(sessionId)).toEqual([
      { payload: expect.objectContaining({ userId, sessionId, credits: 25 }) },
    ]);
  });

  it('credits once when verify-payment and the webhook arrive together', async () => {
    const { userId, sessionId } = await checkout(40);
    stripe.complete(sessionId);
    const answers = await Promise.all([
      billing.client.send(BillingRpc.verifyPayment, { userId, sessionId }),
      webhook('checkout.session.completed', sessionId),
      billing.client.send(BillingRpc.verifyPayment, { userId, sessionId }),
      webhook('checkout.session.completed', sessionId),
    ]);
    expect(answers).toEqual([
      { paid: true, message: Messages.paymentSuccessful },
      { received: true },
      { paid: true, message: Messages.paymentSuccessful },
      { received: true },
    ]);
    expect(await billing.balanceHundredths(userId)).toBe(5000);
    expect(await paymentEvents(sessionId)).toHaveLength(1);
  });

  it('credits a paid session from the webhook alone', async () => {
    const { userId, sessionId } = await checkout(10);
    stripe.complete(sessionId);
    expect(await webhook('checkout.session.completed', sessionId)).toEqual({ received: true });
    expect(await billing.balanceHundredths(userId)).toBe(2000);
  });

  it('refuses a webhook with a wrong signature or a changed body, and credits nothing', async () => {
    const { userId, sessionId } = await checkout(10);
    stripe.complete(sessionId);
    await expect(
      webhook('checkout.session.completed', sessionId, 'whsec_someone_else'),
    ).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: 'The webhook signature is not valid',
    });
    const genuine = stripe.webhookDelivery('checkout.session.completed', sessionId, WEBHOOK_SECRET);
    await expect(
      billing.client.send(BillingRpc.webhook, {
        rawBodyBase64: Buffer.from(genuine.body.replace('"paid"', '"unpaid"')).toString('base64'),
        signature: genuine.signature,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Validation });
    await expect(
      billing.client.send(BillingRpc.webhook, {
        rawBodyBase64: Buffer.from(genuine.body).toString('base64'),
        signature: '',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Validation });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('acknowledges events that change nothing, and sessions it does not know', async () => {
    const { userId, sessionId } = await checkout(10);
    expect(await webhook('checkout.session.expired', sessionId)).toEqual({ received: true });
    // Completed but not yet paid (an asynchronous payment method).
    stripe.session(sessionId).status = 'complete';
    expect(await webhook('checkout.session.completed', sessionId)).toEqual({ received: true });
    expect(await billing.balanceHundredths(userId)).toBe(1000);

    const stranger = await checkout(10);
    await billing.sql.query('DELETE FROM checkout_sessions WHERE id = $1', [stranger.sessionId]);
    stripe.complete(stranger.sessionId);
    expect(await webhook('checkout.session.completed', stranger.sessionId)).toEqual({
      received: true,
    });
    expect(await billing.balanceHundredths(stranger.userId)).toBe(1000);
  });

  it("refuses to verify another user's session and credits nothing", async () => {
    const { userId, sessionId } = await checkout(10);
    stripe.complete(sessionId);
    await expect(
      billing.client.send(BillingRpc.verifyPayment, { userId: randomUUID(), sessionId }),
    ).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      message: 'This payment belongs to another account',
    });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('answers 404 for a session it never created', async () => {
    await expect(
      billing.client.send(BillingRpc.verifyPayment, {
        userId: randomUUID(),
        sessionId: 'cs_test_unknown',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('never credits a paid session whose total differs from the order', async () => {
    const { userId, sessionId } = await checkout(10);
    stripe.complete(sessionId).amount_total = 1;
    await expect(
      billing.client.send(BillingRpc.verifyPayment, { userId, sessionId }),
    ).rejects.toMatchObject({ code: ErrorCode.Conflict });
    expect(await billing.balanceHundredths(userId)).toBe(1000);
  });

  it('says so when Stripe cannot be reached, and records no session', async () => {
    stripe.failing = true;
    try {
      const userId = randomUUID();
      await expect(
        billing.client.send(BillingRpc.checkout, { userId, credits: 10, publicUrl: PUBLIC_URL }),
      ).rejects.toMatchObject({
        code: ErrorCode.Unavailable,
        message: 'The payment provider cannot be reached right now. Please try again.',
      });
      const { rows } = await billing.sql.query(
        'SELECT 1 FROM checkout_sessions WHERE user_id = $1',
        [userId],
      );
      expect(rows).toHaveLength(0);
    } finally {
      stripe.failing = false;
    }
  });

  it('turns the sandbox off', async () => {
    await expect(
      billing.client.send(BillingRpc.sandboxSession, { sessionId: 'cs_sandbox_x' }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });
});
