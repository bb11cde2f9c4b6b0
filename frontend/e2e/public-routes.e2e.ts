import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser } from './support/browser';

/** The routes a visitor reaches without an account, in one browser profile. */
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

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

describe('the public routes', () => {
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

  it('raised no script error on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
