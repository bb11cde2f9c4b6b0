import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { Messages } from '@deckforge/proto';
import { signedInUser, type TestSession } from '../support/session';
import { TestStack } from '../support/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A browser round trip (page, form post, redirect) takes longer than Jest's default 5 s allows
// on a busy machine; this is a ceiling against hanging, not a timing under test.

/**
 * The embedded sandbox's hosted checkout page in a real browser (system Chromium): the page the
 * product serves when no Stripe key is configured, paid, declined and cancelled as a person
 * would, through the gateway and the billing service.
 */
describe('the sandbox hosted checkout in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;
  let user: TestSession;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is needed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
      );
    }
    stack = await TestStack.start({ services: ['billing'] });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    user = await signedInUser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  afterEach(() => {
    expect(cspViolations).toEqual([]);
  });

  const api = async (path: string, body?: unknown) => {
    const response = await fetch(`${stack.url}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie: user.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** A new checkout's hosted page, opened in a fresh browser tab. */
  async function openCheckout(credits: number): Promise<{ page: Page; sessionId: string }> {
    const started = await api('/payment/checkout', { amount: credits, userId: user.userId });
    expect(started.status).toBe(201);
    const { url, sessionId } = started.body as { url: string; sessionId: string };
    expect(url).toBe(`${stack.url}/api/v1/payment/sandbox/${sessionId}`);
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    return { page, sessionId: sessionId };
  }

  async function fillCard(page: Page, cardNumber: string) {
    await page.getByLabel('Card number').fill(cardNumber);
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
  }

  const balance = async () => (await api('/user/balance')).body.creditBalance;

  it('shows the order and pays with the test card, back to the app with session_id', async () => {
    const before = await balance();
    const { page, sessionId } = await openCheckout(20);
    await expect(page.title()).resolves.toBe('Pay $1.80 · Deckforge');
    await expect(page.getByTestId('total').textContent()).resolves.toBe('$1.80');
    const order = await page.locator('.order').innerText();
    expect(order).toContain('20 Deckforge credits');
    expect(order).toContain('20 × $0.09 per credit');
    expect(order).toContain('Total due (USD)');

    await fillCard(page, '4242 4242 4242 4242');
    await Promise.all([
      page.waitForURL(`${stack.url}/?session_id=${sessionId}`),
      page.getByRole('button', { name: 'Pay $1.80' }).click(),
    ]);

    // What the app does on return: verify once, then read the balance.
    expect(await api('/payment/verify-payment', { sessionId, credits: 999 })).toEqual({
      status: 200,
      body: { paid: true, message: Messages.paymentSuccessful },
    });
    expect(await balance()).toBe((before as number) + 20);

    // Opening the page again says it is paid and leads back to the app.
    await page.goto(`${stack.url}/api/v1/payment/sandbox/${sessionId}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'This checkout is already paid',
    );
    await page.close();
  });

  it('declines the decline card on the page, then pays with the test card', async () => {
    const before = await balance();
    const { page, sessionId } = await openCheckout(10);
    await fillCard(page, '4000 0000 0000 0002');
    const [declined] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/pay')),
      page.getByRole('button', { name: 'Pay $0.90' }).click(),
    ]);
    expect(declined.status()).toBe(402);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Your card was declined.');
    expect(await api('/payment/verify-payment', { sessionId })).toMatchObject({
      body: { paid: false },
    });
    expect(await balance()).toBe(before);

    await fillCard(page, '4242424242424242');
    await Promise.all([
      page.waitForURL(`${stack.url}/?session_id=${sessionId}`),
      page.getByRole('button', { name: 'Pay $0.90' }).click(),
    ]);
    expect(await balance()).toBe((before as number) + 10);
    await page.close();
  });

  it('shows what is wrong with a card that is not valid, and charges nothing', async () => {
    const before = await balance();
    const { page } = await openCheckout(10);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('01 / 20');
    await page.getByRole('button', { name: 'Pay $0.90' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      "Your card's expiration date is in the past.",
    );
    expect(await balance()).toBe(before);
    await page.close();
  });

  it('cancels back to the pricing section without paying', async () => {
    const before = await balance();
    const { page, sessionId } = await openCheckout(10);
    await Promise.all([
      page.waitForURL(`${stack.url}/#pricing`),
      page.getByRole('link', { name: 'Cancel', exact: true }).click(),
    ]);
    expect(await api('/payment/verify-payment', { sessionId })).toMatchObject({
      body: { paid: false },
    });
    expect(await balance()).toBe(before);
    await page.close();
  });

  it('says so for a checkout that does not exist', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${stack.url}/api/v1/payment/sandbox/cs_sandbox_missing`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'This checkout does not exist',
    );
    await page.close();
  });

  it('serves the page with its own strict policy and no webhook', async () => {
    const { page, sessionId } = await openCheckout(10);
    await page.close();
    const response = await fetch(`${stack.url}/api/v1/payment/sandbox/${sessionId}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${stack.url}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const webhook = await fetch(`${stack.url}/api/v1/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.status).toBe(501);
  });
});
