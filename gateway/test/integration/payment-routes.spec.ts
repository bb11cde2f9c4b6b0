import { randomUUID } from 'node:crypto';
import { connectServiceClient, eventually, FakeStripe } from '@deckforge/kit/testing';
import { IdentityEvents, Messages } from '@deckforge/proto';
import { signedInUser, type TestSession } from '../support/session';
import { TestStack } from '../support/stack';

const WEBHOOK_SECRET = 'whsec_gateway_test_secret';

// Waiting for the free grant (an event) may take a while on a loaded machine: a ceiling against
// hanging, not a timing under test.

describe('/api/v1/user/balance and /api/v1/payment/* with Stripe (SDK against a local fake)', () => {
  let stripe: FakeStripe;
  let stack: TestStack;
  let bus: ReturnType<typeof connectServiceClient>;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    stack = await TestStack.start({
      services: ['billing'],
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    bus = connectServiceClient(stack.env);
  }, 90_000);

  afterAll(async () => {
    await bus?.close();
    await stack?.stop();
    await stripe?.close();
  });

  const call = (user: TestSession | undefined, path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/api/v1${path}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(user ? { cookie: user.cookie } : {}),
        ...init.headers,
      },
    });
  const post = (user: TestSession | undefined, path: string, body: unknown) =>
    call(user, path, { method: 'POST', body: JSON.stringify(body) });
  const balanceOf = async (user: TestSession) =>
    ((await (await call(user, '/user/balance')).json()) as { creditBalance: number }).creditBalance;

  /** A user as identity would create one: registered (event published), then signed in. */
  async function registeredUser(): Promise<TestSession> {
    const user = await signedInUser();
    await bus.emit(IdentityEvents.userRegistered, {
      userId: user.userId,
      email: user.email,
      name: 'Ada',
      occurredAt: new Date().toISOString(),
    });
    await eventually(async () => expect(await balanceOf(user)).toBe(10));
    return user;
  }

  async function startCheckout(user: TestSession, amount: number) {
    const response = await post(user, '/payment/checkout', { amount, userId: user.userId });
    expect(response.status).toBe(201);
    return (await response.json()) as { url: string; sessionId: string; credits: number };
  }

  const deliverWebhook = (body: string, signature?: string) =>
    fetch(`${stack.url}/api/v1/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  it("answers the signed-in user's balance, and refuses anyone else's", async () => {
    const user = await registeredUser();
    const own = await call(user, `/user/balance?userId=${user.userId}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({
      creditBalance: 10,
      message: 'Credit balance fetched successfully',
    });

    const other = await call(user, `/user/balance?userId=${randomUUID()}`);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: 'You can only access your own account' });
    expect((await call(undefined, '/user/balance')).status).toBe(401);
  });

  it('creates a checkout for at least 10 credits with the app as return address', async () => {
    const user = await registeredUser();
    const started = await startCheckout(user, 3);
    expect(started).toMatchObject({ credits: 10, amount: 0.9, currency: 'usd' });
    expect(started.url).toBe(stripe.session(started.sessionId).url);
    expect(stripe.session(started.sessionId)).toMatchObject({
      amount_total: 90,
      metadata: { userId: user.userId, credits: '10' },
      success_url: `${stack.url}/?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${stack.url}/#pricing`,
    });
  });

  it('refuses bad checkout input with a clear message and creates nothing', async () => {
    const user = await registeredUser();
    const sessionsBefore = stripe.sessions.size;
    const cases: Array<[unknown, number, string]> = [
      [{ amount: 'ten' }, 400, 'amount must be a number of credits'],
      [{ amount: -5 }, 400, 'amount must be a positive number of credits'],
      [{}, 400, 'amount must be a number of credits'],
      [{ amount: 2_000_000 }, 400, 'You can buy at most 1,000,000 credits at once'],
      [{ amount: 10, userId: randomUUID() }, 403, 'You can only access your own account'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(user, '/payment/checkout', body);
      expect({ body, status: response.status, answer: await response.json() }).toEqual({
        body,
        status,
        answer: { message },
      });
    }
    expect((await post(undefined, '/payment/checkout', { amount: 10 })).status).toBe(401);
    const crossSite = await call(user, '/payment/checkout', {
      method: 'POST',
      body: JSON.stringify({ amount: 10 }),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(stripe.sessions.size).toBe(sessionsBefore);
  });

  it('credits the credits recorded on the session once, ignoring what the client claims', async () => {
    const user = await registeredUser();
    const { sessionId } = await startCheckout(user, 15);

    const unpaid = await post(user, '/payment/verify-payment', {
      sessionId,
      credits: 15,
      userId: user.userId,
    });
    expect(unpaid.status).toBe(200);
    expect(await unpaid.json()).toEqual({ paid: false, message: Messages.paymentFailed });

    stripe.complete(sessionId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const paid = await post(user, '/payment/verify-payment', {
        sessionId,
        credits: 1_000_000,
        userId: user.userId,
      });
      expect(await paid.json()).toEqual({ paid: true, message: Messages.paymentSuccessful });
    }
    expect(await balanceOf(user)).toBe(25);
  });

  it("answers 403 for another user's session and credits nobody", async () => {
    const owner = await registeredUser();
    const intruder = await registeredUser();
    const { sessionId } = await startCheckout(owner, 10);
    stripe.complete(sessionId);
    const response = await post(intruder, '/payment/verify-payment', { sessionId, credits: 10 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This payment belongs to another account' });
    expect(await balanceOf(owner)).toBe(10);
    expect(await balanceOf(intruder)).toBe(10);
    expect(
      (await post(owner, '/payment/verify-payment', { sessionId: '', credits: 10 })).status,
    ).toBe(400);
  });

  it('refuses a webhook with a wrong or missing signature (400) and credits nothing', async () => {
    const user = await registeredUser();
    const { sessionId } = await startCheckout(user, 10);
    stripe.complete(sessionId);
    const forged = stripe.webhookDelivery('checkout.session.completed', sessionId, 'whsec_forged');
    const wrong = await deliverWebhook(forged.body, forged.signature);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'The webhook signature is not valid' });
    const missing = await deliverWebhook(forged.body);
    expect(missing.status).toBe(400);
    expect(await balanceOf(user)).toBe(10);
  });

  it('credits from a signed webhook, once, also when verify-payment arrives at the same time', async () => {
    const user = await registeredUser();
    const { sessionId } = await startCheckout(user, 30);
    stripe.complete(sessionId);
    const delivery = stripe.webhookDelivery(
      'checkout.session.completed',
      sessionId,
      WEBHOOK_SECRET,
    );
    const responses = await Promise.all([
      deliverWebhook(delivery.body, delivery.signature),
      post(user, '/payment/verify-payment', { sessionId, credits: 30 }),
      deliverWebhook(delivery.body, delivery.signature),
      post(user, '/payment/verify-payment', { sessionId, credits: 30 }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await responses[0].json()).toEqual({ received: true });
    expect(await balanceOf(user)).toBe(40);
  });

  it('lists purchases and spending in the history', async () => {
    const user = await registeredUser();
    const { sessionId } = await startCheckout(user, 12);
    stripe.complete(sessionId);
    await post(user, '/payment/verify-payment', { sessionId, credits: 12 });

    const response = await call(user, '/payment/history?limit=10');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Credit history fetched successfully',
      data: [
        expect.objectContaining({
          kind: 'purchase',
          credits: 12,
          amount: 1.08,
          currency: 'usd',
          reference: sessionId,
          description: 'Bought 12 credits',
        }),
        expect.objectContaining({ kind: 'grant', credits: 10 }),
      ],
    });
    expect((await call(user, '/payment/history?limit=0')).status).toBe(400);
    expect((await call(user, `/payment/history?userId=${randomUUID()}`)).status).toBe(403);
  });

  it('publishes the price for the purchase dialog', async () => {
    const response = await call(undefined, '/payment/pricing');
    expect(await response.json()).toEqual({
      pricePerCredit: 0.09,
      currency: 'usd',
      minimumCredits: 10,
      maximumCredits: 1_000_000,
      message: 'Pricing fetched successfully',
    });
  });

  it('has no sandbox page while Stripe is configured', async () => {
    const response = await fetch(`${stack.url}/api/v1/payment/sandbox/cs_sandbox_x`);
    expect(response.status).toBe(404);
  });
});
