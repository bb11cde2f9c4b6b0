#!/usr/bin/env node
// Screenshots of the signed-in half at 1440 px and 390 px into <repo>/screenshots/ (git-ignored):
// signs up a fresh account, uploads media and a template, creates a presentation through the
// Dashboard (estimate, progress, survey), then photographs every workspace section, the dialogs,
// Profile and Settings. Needs a stack with a presentation worker (scripts/stack.mjs prints both
// arguments): `node frontend/scripts/workspace-screenshots.mjs <address> <var dir>`
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import testing from '@deckforge/kit/testing';
import { chromium } from 'playwright-core';

const [base, varDir] = process.argv.slice(2);
if (!base || !varDir) {
  console.error('usage: workspace-screenshots.mjs <address> <var dir (the mail outbox’s parent)>');
  process.exit(2);
}
const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, 'screenshots');
mkdirSync(out, { recursive: true });

const sources = mkdtempSync(join(tmpdir(), 'deckforge-shots-'));
const source = (name, text) => {
  writeFileSync(join(sources, name), text);
  return join(sources, name);
};
const report = source(
  'quarterly-report.md',
  [1, 2, 3, 4]
    .map(
      (part) =>
        `# Part ${part}: regional results\n\nRevenue in region ${part} grew steadily. New partners opened two markets.\n\n- Churn fell to three percent\n- Support answers within an hour\n`,
    )
    .join('\n'),
);
const notes = source(
  'meeting-notes.txt',
  'The team agreed to launch in spring. Budget approved.\n',
);
const template = join(root, 'services/storage/assets/system-templates/campus.pptx');

const email = `screens-${Date.now().toString(36)}@example.com`;
const password = 'Analytical1!';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  baseURL: base,
  reducedMotion: 'reduce',
});
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
const shot = (name, fullPage = true) =>
  page.screenshot({ path: join(out, `${name}.png`), fullPage });

try {
  const headers = { origin: base };
  await context.request.post('/api/v1/user/register', {
    data: { name: 'Ada Lovelace', email, password },
    headers,
  });
  const mail = await testing.waitForMail(varDir, { to: email, kind: 'verification' });
  await context.request.post('/api/v1/user/verify-email', {
    data: { email, code: mail.code },
    headers,
  });
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('workspace-dashboard-empty-desktop');

  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await nav.getByRole('link', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Add Media' }).click();
  await page.getByLabel('Choose files').setInputFiles([report, notes]);
  await shot('workspace-add-media-desktop', false);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Media' }).waitFor({ state: 'detached' });

  await nav.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Add Template' }).click();
  await page.getByLabel('Choose files').setInputFiles([template]);
  await page.getByRole('combobox', { name: /^Category of / }).click();
  await page.getByRole('option').first().click();
  await shot('workspace-add-template-desktop', false);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Template' }).waitFor({ state: 'detached' });

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByLabel(/^Title/).fill('Regional results');
  await page.getByRole('combobox', { name: /^Media/ }).click();
  await page.getByRole('option', { name: /quarterly-report/ }).click();
  await page.getByRole('option', { name: /meeting-notes/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: /Aurora/ }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('dialog', { name: 'Credit Estimate' }).waitFor();
  await shot('workspace-credit-estimate-desktop', false);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByText('Creating...').waitFor();
  await shot('workspace-creating-desktop', false);
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Open the deck' }).click();
  await page.getByRole('dialog', { name: 'Regional results' }).getByRole('img').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot('workspace-project-preview-desktop', false);
  await page.keyboard.press('Escape');
  // The survey comes once the deck has been looked at.
  const survey = page.getByRole('dialog', { name: 'Tell us how it went' });
  await survey.waitFor();
  await shot('workspace-survey-desktop', false);
  await survey.getByRole('button', { name: 'Not now' }).click();

  const screens = [
    ['workspace-dashboard', '/workspace', 'Dashboard'],
    ['workspace-media', '/workspace?section=media', 'Media Library'],
    ['workspace-templates', '/workspace?section=templates', 'Templates Library'],
    ['workspace-projects', '/workspace?section=projects', 'Projects'],
    ['profile', '/profile', 'Profile'],
    ['settings', '/settings', 'Your Settings'],
  ];
  for (const [size, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ]) {
    await page.setViewportSize(viewport);
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Lazy pictures load when scrolled to: scroll through before the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await shot(`${name}-${size}`);
    }
  }
  await page.goto('/workspace');
  await page.getByRole('button', { name: 'Open the workspace menu' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).waitFor();
  await shot('workspace-drawer-mobile', false);
  console.log(`Screenshots in ${out}`);
} finally {
  await browser.close();
}
