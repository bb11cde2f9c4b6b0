import { createHash } from 'node:crypto';
import { SANDBOX_CARDS, type SandboxSession } from '@deckforge/proto';
import { SANDBOX_STYLES } from './sandbox-page.styles';

/**
 * The embedded sandbox's hosted checkout page (docs/architecture.md, "Embedded defaults"): rendered on the server,
 * no script at all (the form posts, the server answers with a redirect or the page again), so it
 * works under the strictest content security policy.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Only http(s) links are ever written into the page. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');

const money = (amount: number, currency: string, maximumFractionDigits = 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits,
  }).format(amount);

/** Groups a test card number the way people read it: 4242 4242 4242 4242. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE_HASH = `'sha256-${createHash('sha256').update(SANDBOX_STYLES).digest('base64')}'`;

/** The page's own policy: its one stylesheet, and forms that go here or back to the app. */
export function sandboxPagePolicy(publicOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self' data:",
    `form-action 'self' ${publicOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${SANDBOX_STYLES}</style>
</head>
<body>
<header class="bar">
  <span class="brand"><span class="mark" aria-hidden="true">D</span>Deckforge</span>
  <span class="badge">Sandbox · test mode</span>
</header>
${body}
</body>
</html>`;
}

/** A page with one message and one way on (paid, expired, unknown sessions). */
function notice(title: string, text: string, link: { href: string; label: string }): string {
  return layout(
    `${title} · Deckforge`,
    `<main class="notice">
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(text)}</p>
  <a class="button" href="${safeHref(link.href)}">${escapeHtml(link.label)}</a>
</main>`,
  );
}

export function renderMissingCheckout(homeUrl: string): string {
  return notice(
    'This checkout does not exist',
    'The link may be incomplete, or the checkout was started on another Deckforge installation.',
    { href: homeUrl, label: 'Go to Deckforge' },
  );
}

/** What the person typed, written back after a refusal so one wrong field is all they retype. */
export interface TypedCard {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
}

const valueOf = (typed: string | undefined) =>
  typed ? ` value="${escapeHtml(typed.slice(0, 32))}"` : '';

export function renderCheckoutPage(
  session: SandboxSession,
  options: { payPath: string; error?: string; typed?: TypedCard },
): string {
  const typed = options.typed ?? {};
  if (session.status === 'paid') {
    return notice('This checkout is already paid', 'Your credits have been added.', {
      href: session.successUrl,
      label: 'Continue to Deckforge',
    });
  }
  if (session.status === 'expired') {
    return notice(
      'This checkout has expired',
      'Nothing was charged. Start a new purchase to buy credits.',
      { href: session.cancelUrl, label: 'Back to pricing' },
    );
  }
  const total = money(session.amount, session.currency);
  const credits = `${session.credits.toLocaleString('en-US')} Deckforge credits`;
  const error = options.error
    ? `<p class="error" role="alert" id="payment-error">${escapeHtml(options.error)}</p>`
    : '';
  return layout(
    `Pay ${total} · Deckforge`,
    `<main class="checkout">
  <section class="order" aria-labelledby="order-title">
    <a class="back" href="${safeHref(session.cancelUrl)}">← Cancel and return to Deckforge</a>
    <h1 id="order-title">Buy credits</h1>
    <p class="total" data-testid="total">${escapeHtml(total)}</p>
    <dl class="lines">
      <div>
        <dt>${escapeHtml(credits)}<span class="each">${session.credits.toLocaleString('en-US')} × ${escapeHtml(money(session.pricePerCredit, session.currency, 4))} per credit</span></dt>
        <dd>${escapeHtml(total)}</dd>
      </div>
      <div class="sum"><dt>Total due (${escapeHtml(session.currency.toUpperCase())})</dt><dd>${escapeHtml(total)}</dd></div>
    </dl>
    <p class="fine">Credits are added to your account as soon as the payment goes through.</p>
  </section>
  <section class="pay" aria-labelledby="pay-title">
    <h2 id="pay-title">Pay with card</h2>
    ${error}
    <form method="post" action="${escapeHtml(options.payPath)}" novalidate>
      <label for="cardNumber">Card number</label>
      <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
        placeholder="1234 1234 1234 1234" maxlength="23" required${valueOf(typed.cardNumber)}${options.error ? ' aria-describedby="payment-error"' : ''}>
      <div class="pair">
        <div>
          <label for="expiry">Expiry date</label>
          <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" maxlength="9" required${valueOf(typed.expiry)}>
        </div>
        <div>
          <label for="cvc">CVC</label>
          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${valueOf(typed.cvc)}>
        </div>
      </div>
      <button type="submit">Pay ${escapeHtml(total)}</button>
    </form>
    <a class="cancel" href="${safeHref(session.cancelUrl)}">Cancel</a>
    <aside class="hint" aria-label="Test cards">
      <strong>This is a sandbox: no money moves.</strong>
      Pay with <code>${grouped(SANDBOX_CARDS.success)}</code>, any future expiry date and any CVC.
      <code>${grouped(SANDBOX_CARDS.declined)}</code> is declined.
    </aside>
  </section>
</main>`,
  );
}
