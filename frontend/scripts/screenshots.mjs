#!/usr/bin/env node
// Full-page screenshots of the public pages at 1440 px and 390 px into <repo>/screenshots/
// (git-ignored). `node frontend/scripts/screenshots.mjs http://127.0.0.1:3000 [path ...]`
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** Scrolls down the page and back, so lazy images and sections load before the picture. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const [base = 'http://127.0.0.1:3000', ...only] = process.argv.slice(2);
const out = fileURLToPath(new URL('../../screenshots/', import.meta.url));
mkdirSync(out, { recursive: true });

const pages = only.length
  ? only
  : [
      '/',
      '/login',
      '/register',
      '/verify',
      '/reset',
      '/news',
      '/conditions',
      '/privacy',
      '/no-such-page',
    ];

/** /verify and /reset open only inside their flow: the state the store would have persisted. */
const FLOWS = { '/verify': { isRegister: true }, '/reset': { isReset: true } };
const persistedFlow = (flags) =>
  JSON.stringify({
    user: JSON.stringify({
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
    }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const viewport of widths) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    for (const path of pages) {
      const page = await context.newPage();
      if (FLOWS[path]) {
        await page.addInitScript(
          (state) => window.localStorage.setItem('persist:root', state),
          persistedFlow(FLOWS[path]),
        );
      }
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      await page.waitForTimeout(400);
      const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: `${out}${name}-${viewport.name}.png`, fullPage: true });
      console.log(`${name}-${viewport.name}.png`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
