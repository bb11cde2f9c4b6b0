import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromMail,
  mailWithCode,
  newAccount,
  submitSignUp,
  typeCode,
  verifiedAccount,
  verifyFromMail,
} from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const logIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};

describe('accounts in a real browser', () => {
  it('sign up → code from the mail outbox → verify → log in → avatar menu → logout', async () => {
    const { page, pageErrors } = await openPage(browser);
    const account = newAccount();
    await page.goto('/');
    await page.getByRole('button', { name: 'Try for free' }).click();
    const choice = page.getByRole('dialog', { name: 'Sign Up' });
    await choice.getByText('Use your email to continue with the product for free!').waitFor();
    await choice.getByRole('button', { name: 'Continue with Email' }).click();
    await page.waitForURL('**/register');
    // The landing page (with its own Name field) stays up until the lazy page has loaded.
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    await submitSignUp(page, account);
    await page.getByText(account.email).first().waitFor();

    await verifyFromMail(page, account.email);
    // The login page remembers who just verified.
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(account.email);

    await logIn(page, account.email, account.password);
    await page.waitForURL('**/workspace');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // A reload keeps the session (persisted store + cookies).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Profile',
      'Settings',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { level: 1, name: 'Your Settings' }).waitFor();

    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();

    // The server forgot the session too: the workspace sends us home.
    await page.goto('/workspace');
    await page.waitForURL((url) => url.pathname === '/');
    expect(pageErrors).toEqual([]);
  });

  it('forgot password → code → new password → log in with it (and not with the old one)', async () => {
    const account = await verifiedAccount('Grace Hopper');
    const { page, pageErrors } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Email To Reset Password' });
    await dialog.getByLabel(/^Email/).fill(account.email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL('**/verify');

    await typeCode(page, await codeFromMail(account.email, 'password-reset'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/reset');

    const newPassword = 'Compiler2!';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/login');

    await logIn(page, account.email, account.password);
    await page
      .getByText(/Invalid email or password/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/workspace');
    expect(pageErrors).toEqual([]);
  });

  it('an expired or used-up code offers a new one, which then works', async () => {
    const account = newAccount('Katherine Johnson');
    const { page } = await openPage(browser);
    await page.goto('/register');
    await submitSignUp(page, account);
    const first = await mailWithCode(account.email, 'verification');
    const wrong = first.code === '000000' ? '111111' : '000000';

    // Five wrong attempts use the code up (the server counts); the fifth asks for a new one.
    const dialog = page.getByRole('dialog', { name: 'Request a New Verification Code' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await typeCode(page, wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt < 5) await page.locator('#code-error', { hasText: /attempt/ }).waitFor();
    }
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Digit 1 of 6').inputValue()).toBe('');

    const second = (await mailWithCode(account.email, 'verification', first)).code;
    await typeCode(page, second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/login');
  });
});
