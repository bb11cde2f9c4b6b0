import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CARDS } from '@deckforge/proto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, verifiedAccount } from './support/accounts';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser';
import { textSource } from './support/workspace';

/**
 * The first hour of a new person (issue 30), at 1440×900 and at 390×844: buying credits keeps the
 * Create form's work, the sandbox checkout reads dates as people type them, passwords with any
 * symbol, the deck preview's words and controls, the editor's toolbar on a phone, the survey after
 * the deck. Every step leaves a picture in test-results/first-hour/ to be looked at.
 */
const SHOTS = fileURLToPath(new URL('../../test-results/first-hour/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const;

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}${name}.png`, fullPage });

async function logIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/workspace');
}

async function upload(page: Page, path: string) {
  await page.goto('/workspace?section=media');
  await page.getByRole('heading', { level: 1, name: 'Media Library' }).waitFor();
  // The supported types arrive with the page: the dialog's input is ready after them.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add Media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Media' });
  await dialog.getByLabel('Choose files').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function chooseOnForm(page: Page, title: string, media: RegExp) {
  await page.goto('/workspace');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('combobox', { name: /^Media/ }).click();
  await page.getByRole('option', { name: media }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: /Aurora/ }).click();
}

/** The element lies inside the viewport's width (nothing cut off on the right). */
async function withinWidth(page: Page, box: { x: number; width: number } | null) {
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/** Nothing sticks out sideways: the page is as wide as the window. */
async function noSideScroll(page: Page) {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe.each(WIDTHS)('first hour at %s width', (label, viewport) => {
  it('a purchase started from a credit shortage returns to the Create form as it was', async () => {
    const account = await verifiedAccount('Emmy Noether');
    const { page, pageErrors } = await openPage(browser, viewport);
    await logIn(page, account);
    // About 3000 words: more than the 10 free credits cover.
    await upload(page, textSource('long-survey.md', 3000));
    await chooseOnForm(page, 'Harbour survey', /long-survey\.md/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const shortage = page.getByRole('dialog', { name: 'Credit Shortage' });
    await shortage.getByRole('button', { name: 'Purchase' }).click();
    const purchase = page.getByRole('dialog', { name: 'Purchase Credits' });
    await purchase.getByRole('button', { name: 'Order' }).click();

    // The sandbox checkout: a declined card says so and keeps what was typed.
    await page.getByRole('heading', { name: 'Buy credits' }).waitFor();
    await page.getByLabel('Card number').fill(SANDBOX_CARDS.declined);
    await page.getByLabel('Expiry date').fill('1230');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await page.getByLabel('Expiry date').inputValue()).toBe('1230');
    expect((await page.getByLabel('Card number').inputValue()).replace(/\D/g, '')).toBe(
      SANDBOX_CARDS.declined,
    );
    await shot(page, `checkout-declined-${label}`, true);
    await page.getByLabel('Card number').fill(SANDBOX_CARDS.success);
    await page.getByLabel('Expiry date').fill(label === 'phone' ? '12 / 2030' : '12/30');
    await page.getByRole('button', { name: /^Pay / }).click();

    // Back on the Create form with everything as it was, offered to create it.
    await page.waitForURL((url) => url.pathname === '/workspace');
    const offer = page.getByRole('button', { name: 'Create “Harbour survey” now' });
    await offer.waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Harbour survey');
    expect(await page.getByRole('combobox', { name: /^Media/ }).innerText()).toContain(
      'long-survey.md',
    );
    expect(await page.getByRole('combobox', { name: /^Template/ }).innerText()).toContain('Aurora');
    await noSideScroll(page);
    await shot(page, `after-purchase-form-${label}`, true);
    // A reload keeps it too.
    await page.reload();
    await offer.waitFor();
    expect(await page.getByLabel(/^Title/).inputValue()).toBe('Harbour survey');
    await offer.click();
    await page.getByRole('dialog', { name: 'Credit Estimate' }).waitFor();
    await shot(page, `after-purchase-estimate-${label}`);
    expect(pageErrors).toEqual([]);
  });

  it('sign-up accepts any symbol as special and ticks the rules off while typing', async () => {
    const { page, pageErrors } = await openPage(browser, viewport);
    await page.goto('/register');
    const rules = page.getByRole('list', { name: 'What a new password needs' });
    await page.getByLabel(/^Password/).fill('corr3ct');
    expect(await rules.locator('li[data-met="true"]').count()).toBe(2);
    await shot(page, `password-rules-partial-${label}`, true);
    await page.getByLabel(/^Password/).fill('Corr3ct-Horse#Battery');
    expect(await rules.locator('li[data-met="true"]').count()).toBe(5);
    await noSideScroll(page);
    await shot(page, `password-rules-met-${label}`, true);
    await page.getByLabel('Name').fill('Sophie Germain');
    await page.getByLabel(/^Email/).fill(`sophie-${Date.now().toString(36)}-${label}@example.com`);
    await page.getByLabel(/^Confirm password/).fill('Corr3ct-Horse#Battery');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/verify');
    expect(pageErrors).toEqual([]);
  });
});

describe('a finished deck at both widths', () => {
  let account: Account;

  it('the ready toast opens the deck; the preview counts every slide and says what is missing', async () => {
    account = await verifiedAccount('Lise Meitner');
    const { page, pageErrors } = await openPage(browser, DESKTOP);
    await logIn(page, account);
    await upload(page, textSource('reactor-notes.md', 400));
    await chooseOnForm(page, 'Reactor notes', /reactor-notes\.md/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Credit Estimate' })
      .getByRole('button', { name: 'Proceed' })
      .click();
    await page.getByText('Creating...').waitFor();
    await shot(page, 'creating-desktop');
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 150_000 });
    expect(await page.getByRole('dialog', { name: 'Tell us how it went' }).count()).toBe(0);
    await shot(page, 'ready-toast-desktop');
    await page.getByRole('button', { name: 'Open the deck' }).click();
    const preview = page.getByRole('dialog', { name: 'Reactor notes' });
    const counter = preview.getByTestId('slide-counter');
    const first = await counter.innerText();
    await shot(page, 'preview-opened-desktop');
    // The count is the deck's from the start; it never climbs while the pictures arrive.
    await preview.getByRole('link', { name: 'Download PDF' }).waitFor({ timeout: 150_000 });
    expect(await counter.innerText()).toBe(first);
    expect(await preview.getByTestId('preview-status').count()).toBe(0);
    await preview.getByRole('button', { name: 'Next slide' }).click();
    expect(await counter.innerText()).toMatch(/^2 \/ \d+$/);
    await shot(page, 'preview-complete-desktop');
    // Closing the deck brings the survey, once.
    await preview.getByRole('button', { name: 'Close the preview' }).click();
    const survey = page.getByRole('dialog', { name: 'Tell us how it went' });
    await survey.waitFor();
    await shot(page, 'survey-after-deck-desktop');
    await survey.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('button', { name: 'Preview Reactor notes.pptx' }).click();
    await preview.getByRole('button', { name: 'Close the preview' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(await survey.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 360_000);

  it('on a phone the preview fits the width with its arrows under the slide', async () => {
    const { page, pageErrors } = await openPage(browser, MOBILE);
    await logIn(page, account);
    await page.goto('/workspace?section=projects');
    await page.getByRole('button', { name: 'Preview Reactor notes.pptx' }).click();
    const preview = page.getByRole('dialog', { name: 'Reactor notes' });
    const slide = preview.getByRole('img', { name: /slide 1 of \d+$/ });
    await slide.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="dialog"] img')).some(
        (image) => (image as HTMLImageElement).complete,
      ),
    );
    await withinWidth(page, await slide.boundingBox());
    const next = preview.getByRole('button', { name: 'Next slide' });
    const slideBox = (await slide.boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    await withinWidth(page, nextBox);
    expect(nextBox.y).toBeGreaterThanOrEqual(slideBox.y + slideBox.height);
    await noSideScroll(page);
    await shot(page, 'preview-phone');
    await next.click();
    expect(await preview.getByTestId('slide-counter').innerText()).toMatch(/^2 \/ \d+$/);
    await shot(page, 'preview-phone-slide-2');
    expect(pageErrors).toEqual([]);
  });

  it.each(WIDTHS)('the editor toolbar stays in view at %s width', async (label, viewport) => {
    const { page, pageErrors } = await openPage(browser, viewport);
    await logIn(page, account);
    await page.goto('/workspace?section=projects');
    await page.getByRole('link', { name: 'Edit Reactor notes.pptx' }).click();
    await page.getByRole('list', { name: 'Slides' }).waitFor();
    // The pictures are in: the page has its full length.
    await page.getByText('As last saved.').waitFor();
    await page.waitForLoadState('networkidle');
    // Down to the end of the editor (just above the footer, where the editor's box ends).
    await page.evaluate(() => {
      const footer = document.querySelector('footer') as HTMLElement;
      window.scrollTo(0, footer.offsetTop - window.innerHeight);
    });
    // On a phone the editor is long: the bar must have stayed while the page moved far.
    if (label === 'phone') await page.waitForFunction(() => window.scrollY > 150);
    for (const name of ['Save', 'Undo', 'Versions']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y, name).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
    }
    await noSideScroll(page);
    await shot(page, `editor-scrolled-${label}`);
    expect(pageErrors).toEqual([]);
  });
});
