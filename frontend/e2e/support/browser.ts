import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject, onTestFinished } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const varDir = () => inject('varDir');

const FAILURES = fileURLToPath(new URL('../../../test-results/', import.meta.url));

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** The system Chromium (/usr/bin/chromium), as CI has it: no browser download. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions in the page; a correct page has none. */
  pageErrors: string[];
}

/**
 * A fresh browser profile (no cookies, no storage) on the app, closed when the test ends; a
 * failing test first leaves a picture of the page behind (git-ignored test-results/).
 */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(FAILURES, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await page
        .screenshot({ path: `${FAILURES}${name}.png`, fullPage: true })
        .catch(() => undefined);
    }
    await context.close();
  });
  return { page, context, pageErrors };
}

/** A unique address per test run, so tests never meet each other's accounts. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** axe-core's serious and critical findings against WCAG 2.1 A/AA on the current page. */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`,
      ),
      details: violation.nodes.map((node) => node.failureSummary),
    }));
}
