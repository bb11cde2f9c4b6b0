import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, verifiedAccount } from './support/accounts';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  seriousAccessibilityViolations,
} from './support/browser';
import { logInToWorkspace } from './support/workspace';

let browser: Browser;
let account: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  account = await verifiedAccount('Ada Lovelace');
});
afterAll(() => browser?.close());

const SIGNED_IN_PAGES = [
  { path: '/workspace', ready: 'Dashboard' },
  { path: '/workspace?section=media', ready: 'Media Library' },
  { path: '/workspace?section=templates', ready: 'Templates Library' },
  { path: '/workspace?section=projects', ready: 'Projects' },
  { path: '/profile', ready: 'Profile' },
  { path: '/settings', ready: 'Your Settings' },
];

describe('accessibility of the signed-in pages (axe-core, WCAG 2.1 A/AA)', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`every workspace section, Profile and Settings at ${viewport.width} px`, async () => {
      const { page, pageErrors } = await openPage(browser, viewport);
      await logInToWorkspace(page, account);
      for (const { path, ready } of SIGNED_IN_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: ready }).waitFor();
        await page.waitForLoadState('networkidle');
        expect({ path, violations: await seriousAccessibilityViolations(page) }).toEqual({
          path,
          violations: [],
        });
      }
      expect(pageErrors).toEqual([]);
    });
  }

  it('the upload dialog, the drawer and the purchase dialog', async () => {
    const { page } = await openPage(browser, MOBILE);
    await logInToWorkspace(page, account);
    await page.getByRole('button', { name: 'Open the workspace menu' }).click();
    await page.getByRole('navigation', { name: 'Workspace' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Media' }).click();
    await page.getByRole('heading', { level: 1, name: 'Media Library' }).waitFor();
    await page.getByRole('button', { name: 'Add Media' }).click();
    await page.getByRole('dialog', { name: 'Add Media' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Buy credits' }).click();
    await page.getByRole('dialog', { name: 'Purchase Credits' }).getByLabel('Credits').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
