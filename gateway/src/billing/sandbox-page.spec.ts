import { createHash } from 'node:crypto';
import type { SandboxSession } from '@deckforge/proto';
import { renderCheckoutPage, sandboxPagePolicy } from './sandbox-page';

describe(renderCheckoutPage.name, () => {
  const session: SandboxSession = {
    sessionId: 'cs_sandbox_1',
    credits: 1500,
    amount: 135,
    pricePerCredit: 0.09,
    currency: 'usd',
    status: 'open',
    successUrl: 'http://localhost:3000/?session_id=cs_sandbox_1',
    cancelUrl: 'http://localhost:3000/#pricing',
    expiresAt: '2026-11-22T00:00:00.000Z',
  };
  const payPath = '/api/v1/payment/sandbox/cs_sandbox_1/pay';

  it('shows the order in the currency and posts the card to the pay call', () => {
    const page = renderCheckoutPage(session, { payPath });
    expect(page).toContain('<title>Pay $135.00 · Deckforge</title>');
    expect(page).toContain('1,500 Deckforge credits');
    expect(page).toContain('1,500 × $0.09 per credit');
    expect(page).toContain(`<form method="post" action="${payPath}" novalidate>`);
    expect(page).toContain('href="http://localhost:3000/#pricing"');
    expect(page).not.toContain('<script');
  });

  it('escapes everything it writes and links only to http(s) addresses', () => {
    const page = renderCheckoutPage(
      { ...session, cancelUrl: 'javascript:alert(1)' },
      { payPath, error: '<img src=x onerror=alert(1)>' },
    );
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('javascript:');
  });

  it('writes what was typed back after a refusal, escaped, so only the wrong field is retyped', () => {
    const page = renderCheckoutPage(session, {
      payPath,
      error: 'Your card was declined.',
      typed: { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '"><b>' },
    });
    expect(page).toContain('role="alert" id="payment-error">Your card was declined.</p>');
    expect(page).toContain('value="4000 0000 0000 0002"');
    expect(page).toContain('value="12/30"');
    expect(page).toContain('value="&quot;&gt;&lt;b&gt;"');
    expect(renderCheckoutPage(session, { payPath })).not.toContain('value=');
  });

  it('leads a paid session back to the app and an expired one back to pricing', () => {
    expect(renderCheckoutPage({ ...session, status: 'paid' }, { payPath })).toContain(
      'href="http://localhost:3000/?session_id=cs_sandbox_1"',
    );
    const expired = renderCheckoutPage({ ...session, status: 'expired' }, { payPath });
    expect(expired).toContain('This checkout has expired');
    expect(expired).not.toContain('<form');
  });

  it('allows exactly its own stylesheet in its content security policy', () => {
    const page = renderCheckoutPage(session, { payPath });
    const styles = /<style>([\s\S]*)<\/style>/.exec(page)![1];
    const hash = createHash('sha256').update(styles).digest('base64');
    expect(sandboxPagePolicy('http://localhost:3000')).toContain(`style-src 'sha256-${hash}'`);
  });
});
