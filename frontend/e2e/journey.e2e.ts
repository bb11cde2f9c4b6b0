import { readFileSync } from 'node:fs';
import { pdfPageCount } from '@deckforge/kit/testing';
import { GOOGLE_SIGN_IN_ERRORS, Messages } from '@deckforge/proto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, newAccount, typeCode } from './support/accounts';
import { baseUrl, DESKTOP, launchBrowser } from './support/browser';
import { fillCreateForm, openSection, textSource } from './support/workspace';

/**
 * One new person's whole journey through the product, in one browser profile and in the order
 * a person meets it: sign-up, verification, log-in, the workspace, decks, password reset,
 * settings and deactivation, checking the exact texts people read (the public routes are
 * public-routes.e2e.ts). Steps share the page, so each starts where the one before ended (a
 * failed step fails the ones after it too).
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

const atPath = (pathname: string) => page.waitForURL((url) => url.pathname === pathname);
const toast = (text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();
/** redux-persist writes the store a moment after it changes: wait until a flag is cleared there too. */
const flagClearedInStorage = (flag: 'isRegister' | 'isReset') =>
  page.waitForFunction((name) => {
    const root = localStorage.getItem('persist:root');
    return root !== null && JSON.parse(JSON.parse(root).user)[name] === false;
  }, flag);
const accountMenu = async (item: 'Profile' | 'Settings' | 'Logout') => {
  await page.getByRole('button', { name: `Account menu for ${person.name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
};
const balanceOnDashboard = async () => {
  await openSection(page, 'Dashboard', 'Dashboard');
  return Number(await page.getByTestId('dashboard-balance').innerText());
};

describe('a new person’s journey through the product', () => {
  it('sign-up refuses what the field rules refuse, with their exact texts', async () => {
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

    await typeCode(page, await codeFromMail(person.email, 'verification'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await atPath('/login');
    // The flag is cleared: /verify is closed again, even after a reload.
    await flagClearedInStorage('isRegister');
    await page.goto('/verify');
    await atPath('/');
  });

  it('a wrong password is refused; the right one opens the workspace', async () => {
    // Google's redirect flow comes back with an error code: only our own texts are shown.
    await page.goto('/login?error=cancelled');
    await page.getByRole('alert').getByText(GOOGLE_SIGN_IN_ERRORS.cancelled).waitFor();
    await page.goto(`/login?error=${encodeURIComponent('Your account is locked, call us')}`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByText('Your account is locked, call us').count()).toBe(0);

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

  it('the workspace has its four sections; profile and settings open from the avatar menu', async () => {
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openSection(page, 'Media', 'Media Library');
    await page.getByText('No files to display').waitFor();
    await openSection(page, 'Templates', 'Templates Library');
    await openSection(page, 'Projects', 'Projects');
    await page.getByText('No files to display').waitFor();

    await accountMenu('Profile');
    await atPath('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText(/^Joined on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    // The 10 free credits of a new account.
    await expect
      .poll(async () => Number(await page.getByTestId('profile-balance').innerText()))
      .toBe(10);

    await accountMenu('Settings');
    await atPath('/settings');
    await page.getByRole('heading', { level: 1, name: 'Your Settings' }).waitFor();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('New Password', { exact: true }).waitFor();
  });

  it('create: refused without its fields, estimated, paid, generated, surveyed, in Projects', async () => {
    await page.goto('/workspace');
    await openSection(page, 'Media', 'Media Library');
    await page.getByRole('button', { name: 'Add Media' }).click();
    const addMedia = page.getByRole('dialog', { name: 'Add Media' });
    await addMedia.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(Messages.noFilesSelected).waitFor();
    await addMedia.getByLabel('Choose files').setInputFiles(textSource('field-notes.md', 300));
    await addMedia.getByRole('button', { name: 'Upload', exact: true }).click();
    await addMedia.waitFor({ state: 'detached' });

    await openSection(page, 'Dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    for (const text of [Messages.titleRequired, Messages.mediaRequired, Messages.templateRequired])
      await page.getByText(text, { exact: true }).waitFor();

    await fillCreateForm(page, {
      title: 'Field notes',
      media: [/field-notes\.md/],
      template: /Aurora/,
    });
    const estimate = page.getByRole('dialog', { name: 'Credit Estimate' });
    await estimate.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Creating...').waitFor();
    // Projects, and the ready toast opens the deck; the survey comes once it is closed.
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Open the deck' }).click();
    await page
      .getByRole('dialog', { name: 'Field notes' })
      .getByRole('button', { name: 'Close the preview' })
      .click();
    const survey = page.getByRole('dialog', { name: 'Tell us how it went' });
    await survey.getByRole('radio', { name: 'Very Satisfied' }).check();
    await survey.getByRole('radio', { name: 'Yes' }).check();
    await survey.getByRole('radio', { name: 'Very Easy' }).check();
    await survey.getByRole('radio', { name: 'Very Likely' }).check();
    await survey.getByRole('button', { name: 'Send feedback' }).click();
    await survey.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'Projects' })
      .getByRole('cell', { name: 'Field notes.pptx', exact: true })
      .waitFor();
    expect(await balanceOnDashboard()).toBeLessThan(10);
  });

  it('a second deck goes straight to Projects (the survey was sent)', async () => {
    const before = await balanceOnDashboard();
    await fillCreateForm(page, {
      title: 'Field notes again',
      media: [/field-notes\.md/],
      template: /Aurora/,
    });
    await page
      .getByRole('dialog', { name: 'Credit Estimate' })
      .getByRole('button', { name: 'Proceed' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 120_000 });
    expect(await page.getByRole('dialog', { name: 'Tell us how it went' }).count()).toBe(0);
    expect(await balanceOnDashboard()).toBeLessThan(before);
  });

  it('the preview shows every rendered slide, and the downloaded deck prints in LibreOffice', async () => {
    await openSection(page, 'Projects', 'Projects');
    const projects = page.getByRole('table', { name: 'Projects' });
    await projects.getByRole('button', { name: 'Preview Field notes.pptx' }).click();
    // The only dialog open (its name also carries the close button's label).
    const preview = page.getByRole('dialog');
    // Slide images arrive after the deck; the open preview fills in when they do.
    await preview.getByRole('link', { name: 'Download PDF' }).waitFor({ timeout: 120_000 });
    // Each slide's picture says which of how many it is.
    const firstSlide = await preview
      .getByRole('img', { name: /, slide 1 of \d+$/ })
      .getAttribute('alt');
    const slides = Number(/of (\d+)$/.exec(firstSlide ?? '')?.[1]);
    expect(slides).toBeGreaterThanOrEqual(2);
    await preview.getByRole('button', { name: 'Close the preview' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      projects.getByRole('button', { name: 'Download Field notes.pptx' }).click(),
    ]);
    const deck = readFileSync(await download.path());
    expect(await pdfPageCount(deck)).toBe(slides);
  }, 240_000);

  it('logout, then a forgotten password is reset through /verify and /reset', async () => {
    await accountMenu('Logout');
    await atPath('/');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Email To Reset Password' });
    await dialog.getByLabel(/^Email/).fill(person.email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await atPath('/verify');
    await typeCode(page, await codeFromMail(person.email, 'password-reset'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await atPath('/reset');

    person.password = 'Calculus1!new';
    await page.getByLabel(/^New password/).fill(person.password);
    await page.getByLabel(/^Confirm password/).fill(person.password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await atPath('/login');
    // isReset is cleared: /reset is closed again, even after a reload.
    await flagClearedInStorage('isReset');
    await page.goto('/reset');
    await atPath('/');

    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await atPath('/workspace');
    expect(pageErrors).toEqual([]);
  });

  it('settings: a new password needs the current one; deactivation asks for it again, then the account is gone', async () => {
    await accountMenu('Settings');
    await atPath('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const newPassword = 'Astronomy1!';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter your current password').waitFor();
    await page.getByLabel('Current Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Your password has been updated').waitFor();
    person.password = newPassword;

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('combobox', { name: 'Select Reason' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Additional Details').fill('Finished my decks.');
    await page.getByRole('button', { name: 'Deactivate Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate your account?' });
    await confirm.getByLabel('Current Password', { exact: true }).fill('Calculus1!new');
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await toast('The current password is not correct.').waitFor();
    await confirm.getByLabel('Current Password', { exact: true }).fill(person.password);
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await atPath('/');
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();

    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast('This account has been deactivated').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
