import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('guards, deep links and the not-found page', () => {
  it.each(['/workspace', '/profile', '/settings'])(
    '%s without a session goes home with one error toast',
    async (path) => {
      const { page, pageErrors } = await openPage(browser);
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      const toast = page.locator('#notistack-snackbar', { hasText: 'Please log in to continue' });
      await toast.first().waitFor();
      expect(await toast.count()).toBe(1);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(['/verify', '/reset'])('%s outside its flow goes home', async (path) => {
    const { page } = await openPage(browser);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('an unknown path shows the not-found page (served by the gateway’s history fallback)', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByText('/no/such/page').count()).toBe(1);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('section links scroll the landing page and work from other pages', async () => {
    const { page } = await openPage(browser);
    await page.goto('/news');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#faq');
    // The section starts 76 px below the top, clear of the sticky header.
    await page.waitForFunction(() => {
      const top = document.getElementById('faq')?.getBoundingClientRect().top ?? -1;
      return Math.abs(top - 76) <= 2;
    });
  });
});
