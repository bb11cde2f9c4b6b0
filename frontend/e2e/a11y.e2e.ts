import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  seriousAccessibilityViolations,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the store would have persisted in the middle of a sign-up or reset (for /verify, /reset). */
async function inFlow(page: Page, flags: { isRegister?: boolean; isReset?: boolean }) {
  const user = {
    isAuthenticated: false,
    userId: null,
    userEmail: 'ada@example.com',
    userName: null,
    creditBalance: null,
    createdAt: null,
    surveySent: false,
    isRegister: false,
    isReset: false,
    ...flags,
    status: 'idle',
    message: '',
    error: null,
  };
  await page.addInitScript(
    (persisted) => {
      window.localStorage.setItem('persist:root', persisted);
    },
    JSON.stringify({
      user: JSON.stringify(user),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

const PAGES: { path: string; ready: string; setup?: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: 'Turn what you already have into a finished deck.' },
  { path: '/login', ready: 'Log in' },
  { path: '/register', ready: 'Create Account' },
  {
    path: '/verify',
    ready: 'Verify your e-mail',
    setup: (page) => inFlow(page, { isRegister: true }),
  },
  { path: '/reset', ready: 'Reset Password', setup: (page) => inFlow(page, { isReset: true }) },
  { path: '/news', ready: 'What’s new in Deckforge' },
  { path: '/conditions', ready: 'Conditions of Use' },
  { path: '/privacy', ready: 'Privacy Notice' },
  { path: '/no-such-page', ready: 'Page not found' },
];

describe('accessibility (axe-core, WCAG 2.1 A/AA): no serious or critical violations', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it.each(PAGES)(`$path at ${viewport.width} px`, async ({ path, ready, setup }) => {
      const { page, pageErrors } = await openPage(browser, viewport);
      await setup?.(page);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: ready }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  it('the sign-up choice, the forgot-password dialog and the mobile menu', async () => {
    const { page } = await openPage(browser, MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Try for free' }).click();
    await page.getByRole('dialog', { name: 'Sign Up' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open the section menu' }).click();
    await page.getByRole('button', { name: 'Close the section menu' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog', { name: 'Confirm Email To Reset Password' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe('keyboard', () => {
  it('the first Tab reaches a visible skip link; focus on buttons and links is outlined', async () => {
    const { page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      return { text: element.textContent, visible: box.top >= 0 && box.height > 0 };
    });
    expect(skip).toEqual({ text: 'Skip to content', visible: true });

    // Tab on until the hero's call to action has focus, and look at its focus ring.
    let outline = '';
    for (let step = 0; step < 30 && !outline; step += 1) {
      await page.keyboard.press('Tab');
      outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (element.textContent !== 'Try for free') return '';
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    }
    expect(outline).toBe('solid 3px');

    // Enter opens the dialog, and the dialog takes the focus.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Sign Up' }).waitFor();
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
    ).toBe(true);
  });
});
