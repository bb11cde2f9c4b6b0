import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, submitSignUp, verifyFromMail } from './support/accounts';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Signs a new person up, verifies, logs in and waits for the Dashboard. */
async function signUpAndLogIn(page: Page) {
  const account = newAccount();
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  await submitSignUp(page, account);
  await verifyFromMail(page, account.email);
  // The login page remembers who just verified: only the password is typed.
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/workspace');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

const toasts = (page: Page) => page.locator('.notistack-MuiContent');

describe('toasts after signing up', () => {
  it('come one at a time at the bottom of a phone (390 × 844), clear of the page heading', async () => {
    const { page, pageErrors } = await openPage(browser, MOBILE);
    await signUpAndLogIn(page);
    expect(await toasts(page).count()).toBeLessThanOrEqual(1);
    const heading = await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox();
    for (const box of await Promise.all((await toasts(page).all()).map((t) => t.boundingBox())))
      expect(box!.y).toBeGreaterThan(heading!.y + heading!.height);
    if (process.env.TOAST_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.TOAST_SCREENSHOTS}/phone.png` });
    expect(pageErrors).toEqual([]);
  });

  it('stack three at most at the top right of a desktop (1440 × 900)', async () => {
    const { page, pageErrors } = await openPage(browser, DESKTOP);
    await signUpAndLogIn(page);
    expect(await toasts(page).count()).toBeLessThanOrEqual(3);
    if (process.env.TOAST_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.TOAST_SCREENSHOTS}/desktop.png` });
    expect(pageErrors).toEqual([]);
  });
});
