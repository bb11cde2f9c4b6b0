import { Messages } from '@deckforge/proto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, newAccount } from './support/accounts';
import { baseUrl, DESKTOP, launchBrowser } from './support/browser';

/**
 * One new person's whole journey through the product, in one browser profile and in the order
 * a person meets it: every route of the spec's route table and every transition of its section
 * 4, checking the exact texts of sections 5 and 8. Steps share the page, so each starts where
 * the one before ended (a failed step fails the ones after it too).
 */
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const person = newAccount('Mary Somerville');

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: baseUrl(),
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(() => browser?.close());

const typeCode = async (code: string) => {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
};
const atPath = (pathname: string) => page.waitForURL((url) => url.pathname === pathname);
const toast = (text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();

describe('a new person’s journey through every route', () => {
  it('the landing page has every section, a header and a footer', async () => {
    await page.goto('/');
    // Sections below the fold arrive with their own chunk.
    for (const section of ['home', 'about', 'features', 'pricing', 'faq', 'contact']) {
      await page.locator(`#${section}`).waitFor({ state: 'attached' });
    }
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
  });

  it('news, the conditions of use and the privacy notice open from the footer', async () => {
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'News' }).click();
    await atPath('/news');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await atPath('/conditions');
    await page.getByText('January 1, 2025').first().waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
    await atPath('/privacy');
    await page.getByText('January 1, 2025').first().waitFor();
  });

  it('any other path is the not-found screen; guarded routes send a visitor home', async () => {
    await page.goto('/journey/nowhere');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    for (const flagged of ['/verify', '/reset']) {
      await page.goto(flagged);
      await atPath('/');
    }
    await page.goto('/workspace');
    await atPath('/');
    await toast('Please log in to continue').waitFor();
  });

  it('sign-up refuses what section 5 refuses, with its exact texts', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Try for free' }).click();
    const choice = page.getByRole('dialog', { name: 'Sign Up' });
    await choice.getByRole('button', { name: 'Continue with Email' }).click();
    await atPath('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    await page.getByRole('button', { name: 'Create account' }).click();
    for (const text of [
      Messages.nameRequired,
      Messages.emailRequired,
      Messages.passwordRules,
      Messages.termsRequired,
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }

    await page.getByLabel(/^Name/).fill(person.name);
    await page.getByLabel(/^Email/).fill('mary-at-example.com');
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByLabel(/^Confirm password/).fill(`${person.password}x`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(Messages.invalidEmail, { exact: true }).first().waitFor();
    await page.getByText(Messages.passwordsDoNotMatch, { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('sign-up sets isRegister and goes to /verify; the code from the mail leads to /login', async () => {
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Confirm password/).fill(person.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await atPath('/verify');
    await page.getByText(person.email).first().waitFor();

    await typeCode(await codeFromMail(person.email, 'verification'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await atPath('/login');
    // The flag is cleared: /verify is closed again.
    await page.goto('/verify');
    await atPath('/');
  });

  it('a wrong password is refused; the right one opens the workspace', async () => {
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Password/).fill('Wrong-password1!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await atPath('/workspace');
    expect(pageErrors).toEqual([]);
  });
});
