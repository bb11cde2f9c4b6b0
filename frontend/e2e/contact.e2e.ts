import { waitForMail } from '@deckforge/kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, uniqueEmail, varDir } from './support/browser';
import { LEGAL_ENV } from './support/global-setup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('contact form', () => {
  it('refuses an incomplete form, then sends the message to the support address', async () => {
    const { page, pageErrors } = await openPage(browser);
    const email = uniqueEmail('grace');
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Talk to the people who build Deckforge' });
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Email is required').waitFor();
    await form.getByText('Message is required').waitFor();

    await form.getByLabel(/^Name/).fill('Grace Hopper');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Message/).fill('Can Deckforge use our company template?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you for your message. We will get back to you soon.').waitFor();
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('');

    const mail = await waitForMail(varDir(), { to: LEGAL_ENV.SUPPORT_EMAIL, kind: 'contact' });
    expect(mail.text).toContain('Can Deckforge use our company template?');
    expect(mail.replyTo).toBe(email);
    expect(pageErrors).toEqual([]);
  });
});
