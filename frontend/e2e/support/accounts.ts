import { waitForMail } from '@deckforge/kit/testing';
import type { Page } from 'playwright-core';
import { ApiClient } from '../../../gateway/test/support/api-client';
import { baseUrl, uniqueEmail, varDir } from './browser';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const newAccount = (name = 'Ada Lovelace'): Account => ({
  name,
  email: uniqueEmail(name.split(' ')[0].toLowerCase()),
  password: 'Analytical1!',
});

export type CodeMail = Awaited<ReturnType<typeof waitForMail>>;
/** The mails that carry a code. */
export type CodeKind = 'verification' | 'password-reset' | 'security-code' | 'sign-in-code';

/** The newest mail of `kind` to `email` (newer than `after`), waited for in the mail outbox. */
export async function mailWithCode(
  email: string,
  kind: CodeKind,
  after?: CodeMail,
): Promise<CodeMail & { code: string }> {
  const mail = await waitForMail(varDir(), { to: email, kind, after });
  if (!mail.code) throw new Error(`The ${kind} mail to ${email} carries no code`);
  return mail as CodeMail & { code: string };
}

/** The code of the newest mail of `kind` to `email`. */
export const codeFromMail = async (email: string, kind: CodeKind) =>
  (await mailWithCode(email, kind)).code;

/** An account that exists and is verified, made through the API (for tests about later steps). */
export async function verifiedAccount(name?: string): Promise<Account> {
  const account = newAccount(name);
  const api = new ApiClient(baseUrl());
  const registered = await api.post('/api/v1/user/register', account);
  if (registered.status !== 201 && registered.status !== 200)
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const verified = await api.post('/api/v1/user/verify-email', {
    email: account.email,
    code: await codeFromMail(account.email, 'verification'),
  });
  if (verified.status !== 200)
    throw new Error(`verify-email answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return account;
}

/** Types a verification code into the six digit boxes (each box passes focus to the next). */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** On the sign-up page: fills in `account`, accepts the terms and creates it; waits for /verify. */
export async function submitSignUp(page: Page, account: Account) {
  await page.getByLabel(/^Name/).fill(account.name);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/verify');
}

/** On /verify: types the code mailed to `email` and verifies; waits for /login. */
export async function verifyFromMail(page: Page, email: string) {
  await typeCode(page, await codeFromMail(email, 'verification'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/login');
}
