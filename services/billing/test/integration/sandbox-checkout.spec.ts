import { randomUUID } from 'node:crypto';
import { BillingRpc, ErrorCode, Messages } from '@deckforge/proto';
import { BillingHarness } from '../support/billing-harness';

const PUBLIC_URL = 'http://localhost:4000';
const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' };

describe('the embedded sandbox checkout (no Stripe configured)', () => {
  let billing: BillingHarness;

  beforeAll(async () => {
    billing = await BillingHarness.start();
  }, 60_000);

  afterAll(async () => {
    await billing?.expectLedgerConsistent();
    await billing?.close();
  });

  async function checkout(credits = 20) {
    const userId = randomUUID();
    const started = await billing.client.send(BillingRpc.checkout, {
      userId,
      credits,
      publicUrl: PUBLIC_URL,
    });
    return { userId, ...started };
  }

  it('creates a session whose hosted page the product serves, showing the order', async () => {
    const { sessionId, url } = await checkout(20);
    expect(sessionId).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);
    expect(url).toBe(`${PUBLIC_URL}/api/v1/payment/sandbox/${sessionId}`);
    const session = await billing.client.send(BillingRpc.sandboxSession, { sessionId });
    expect(session).toEqual({
      sessionId,
      credits: 20,
      amount: 1.8,
      pricePerCredit: 0.09,
      currency: 'usd',
      status: 'open',
      successUrl: `${PUBLIC_URL}/?session_id=${sessionId}`,
      cancelUrl: `${PUBLIC_URL}/#pricing`,
      expiresAt: expect.any(String),
    });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('declines the decline test card and leaves the session open and unpaid', async () => {
    const { userId, sessionId } = await checkout();
    await expect(
      billing.client.send(BillingRpc.sandboxPay, {
        sessionId,
        ...goodCard,
        cardNumber: '4000 0000 0000 0002',
      }),
    ).rejects.toMatchObject({
      code: ErrorCode.PaymentRequired,
      message: 'Your card was declined.',
    });
    await expect(
      billing.client.send(BillingRpc.sandboxPay, {
        sessionId,
        ...goodCard,
        cardNumber: '5555 5555 5555 4444',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.PaymentRequired });
    await expect(
      billing.client.send(BillingRpc.sandboxPay, { sessionId, ...goodCard, expiry: '01 / 20' }),
    ).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: "Your card's expiration date is in the past.",
    });
    expect(await billing.client.send(BillingRpc.sandboxSession, { sessionId })).toMatchObject({
      status: 'open',
    });
    expect(await billing.client.send(BillingRpc.verifyPayment, { userId, sessionId })).toEqual({
      paid: false,
      message: Messages.paymentFailed,
    });
    expect(await billing.balanceHundredths(userId)).toBe(0);
  });

  it('pays with the test card, credits once and redirects with the session id', async () => {
    const { userId, sessionId } = await checkout(20);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        billing.client.send(BillingRpc.sandboxPay, { sessionId, ...goodCard }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toEqual({ redirectUrl: `${PUBLIC_URL}/?session_id=${sessionId}` });
    }
    expect(await billing.balanceHundredths(userId)).toBe(2000);
    expect(await billing.client.send(BillingRpc.verifyPayment, { userId, sessionId })).toEqual({
      paid: true,
      message: Messages.paymentSuccessful,
    });
    expect(await billing.client.send(BillingRpc.sandboxSession, { sessionId })).toMatchObject({
      status: 'paid',
    });
    expect(await billing.balanceHundredths(userId)).toBe(2000);
    const { rows } = await billing.sql.query(
      'SELECT card_last4 FROM sandbox_sessions WHERE id = $1',
      [sessionId],
    );
    expect(rows).toEqual([{ card_last4: '4242' }]);
  });

  it('refuses to take money for an expired session', async () => {
    const { userId, sessionId } = await checkout();
    await billing.sql.query(
      "UPDATE sandbox_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [sessionId],
    );
    expect(await billing.client.send(BillingRpc.sandboxSession, { sessionId })).toMatchObject({
      status: 'expired',
    });
    await expect(
      billing.client.send(BillingRpc.sandboxPay, { sessionId, ...goodCard }),
    ).rejects.toMatchObject({
      code: ErrorCode.Conflict,
      message: 'This checkout session has expired. Please start a new purchase.',
    });
    expect(await billing.balanceHundredths(userId)).toBe(0);
  });

  it('answers 404 for a session that does not exist', async () => {
    await expect(
      billing.client.send(BillingRpc.sandboxSession, { sessionId: 'cs_sandbox_nope' }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(
      billing.client.send(BillingRpc.sandboxPay, { sessionId: 'cs_sandbox_nope', ...goodCard }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('has no webhook: the sandbox credits payments itself', async () => {
    await expect(
      billing.client.send(BillingRpc.webhook, { rawBodyBase64: '', signature: 't=1,v1=x' }),
    ).rejects.toMatchObject({ code: ErrorCode.NotConfigured });
  });
});
