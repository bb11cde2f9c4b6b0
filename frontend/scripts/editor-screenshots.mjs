#!/usr/bin/env node
// Screenshots of the deck editor at 1440 px and 390 px into <repo>/screenshots/ (git-ignored):
// makes a verified account through the API, generates a deck through the API, then opens
// Projects → Edit and photographs the editor, a slide being edited and the dialogs. Needs a
// stack with a presentation worker (scripts/stack.mjs prints both arguments):
// `node frontend/scripts/editor-screenshots.mjs <address> <var dir>`
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import testing from '@deckforge/kit/testing';
import { chromium } from 'playwright-core';

const [base, varDir] = process.argv.slice(2);
if (!base || !varDir) {
  console.error('usage: editor-screenshots.mjs <address> <var dir (the mail outbox’s parent)>');
  process.exit(2);
}
const out = join(fileURLToPath(new URL('../../', import.meta.url)), 'screenshots');
mkdirSync(out, { recursive: true });

const email = `editor-${Date.now().toString(36)}@example.com`;
const password = 'Analytical1!';
const json = { 'content-type': 'application/json', origin: base };
await globalThis.fetch(`${base}/api/v1/user/register`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ name: 'Ada Lovelace', email, password }),
});
const mail = await testing.waitForMail(varDir, { to: email, kind: 'verification' });
await globalThis.fetch(`${base}/api/v1/user/verify-email`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email, code: mail.code }),
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
const page = await context.newPage();
await page.goto('/login');
await page.getByLabel(/^Email/).fill(email);
await page.getByLabel(/^Password/).fill(password);
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL('**/workspace');

// A deck through the API, with the browser's session.
const report = [1, 2, 3]
  .map(
    (part) =>
      `# Part ${part}: regional results\n\nRevenue in region ${part} grew steadily this year. New partners opened two markets and the sales team doubled.\n\n- Churn fell to three percent\n- Support answers within an hour\n- Two new offices opened\n`,
  )
  .join('\n');
const uploaded = await page.request.post('/api/v1/storage/upload?folder=media', {
  headers: { origin: base },
  multipart: {
    file: { name: 'report.md', mimeType: 'text/markdown', buffer: Buffer.from(report) },
  },
});
const [file] = (await uploaded.json()).data;
const files = JSON.stringify([{ file_id: file.file_id, file_type: file.type }]);
const templates = (await (await page.request.get('/api/v1/storage/file-metadata')).json()).data;
const template = templates.find((entry) => entry.name.startsWith('Aurora'));
const { tokenCount } = await (
  await page.request.get(`/api/v1/ppt/count-tokens?${new URLSearchParams({ files })}`)
).json();
const generated = await page.request.get(
  `/api/v1/ppt/generate-presentation?${new URLSearchParams({
    files,
    templateId: template.file_id,
    title: 'Quarterly review',
    credits: String(Math.ceil(tokenCount / 2) / 100),
  })}`,
  { headers: { 'x-requested-with': 'deckforge', origin: base }, timeout: 180_000 },
);
const { fileId } = await generated.json();
// Until the slide images are there.
for (let tries = 0; tries < 120; tries++) {
  const project = (
    await (await page.request.get('/api/v1/storage/file-metadata')).json()
  ).data.find((entry) => entry.file_id === fileId);
  if (project?.preview_slides && project.preview_slides === project.slide_count) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const shoot = async (name) => {
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  console.log(`screenshots/${name}.png`);
};

for (const [label, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['390', { width: 390, height: 844 }],
]) {
  await page.setViewportSize(viewport);
  await page.goto('/workspace?section=projects');
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  await shoot(`editor-${label}-projects`);
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('list', { name: 'Slides' }).waitFor();
  await shoot(`editor-${label}-open`);
  await page.getByRole('button', { name: /^Slide 3:/ }).click();
  await page.getByLabel('Title', { exact: true }).fill('');
  await shoot(`editor-${label}-problem`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Versions' }).click();
  await shoot(`editor-${label}-versions`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Switch template' }).click();
  await shoot(`editor-${label}-template`);
  await page.keyboard.press('Escape');
}
await browser.close();
