import type { Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Account } from './accounts';

/** Logs in through the login page and waits for the workspace's Dashboard. */
export async function logInToWorkspace(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/workspace');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Opens a workspace section from the sidebar and waits for its heading. */
export async function openSection(
  page: Page,
  link: 'Dashboard' | 'Media' | 'Templates' | 'Projects',
  heading: string,
) {
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: link })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A text source of roughly `words` words (about one token each), written to a temp file. */
export function textSource(name: string, words: number): string {
  // Varied sentences, as a real report has: the planner drops repeated ones.
  const subjects = ['Revenue', 'Customer retention', 'Support demand', 'Hiring', 'Shipping volume'];
  const places = [
    'the northern region',
    'the harbour office',
    'the coastal stores',
    'the new markets',
  ];
  const sentence = (index: number) =>
    `${subjects[index % subjects.length]} in ${places[index % places.length]} changed by ` +
    `${(index * 7) % 23} percent in quarter ${(index % 4) + 1} after ${index + 2} partner visits. `;
  const perSentence = sentence(0).split(' ').length - 1;
  const body = Array.from(
    { length: Math.ceil(words / perSentence) },
    (_, index) => `${index % 8 === 0 ? `\n# Part ${index / 8 + 1}\n\n` : ''}${sentence(index)}`,
  ).join('');
  const path = join(mkdtempSync(join(tmpdir(), 'deckforge-e2e-')), name);
  writeFileSync(path, body);
  return path;
}

/** A real user template: the shared fixture when present, else a system template's file. */
export function templateSource(): string {
  const shared = fileURLToPath(
    new URL('../../../../shared/fixtures/templates/corp-template.pptx', import.meta.url),
  );
  if (existsSync(shared)) return shared;
  return fileURLToPath(
    new URL('../../../services/storage/assets/system-templates/aurora.pptx', import.meta.url),
  );
}

/** Chooses the given options of the Create Presentation form and presses Create. */
export async function fillCreateForm(
  page: Page,
  { title, media, template }: { title: string; media: RegExp[]; template: RegExp },
) {
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('combobox', { name: /^Media/ }).click();
  for (const option of media) await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /^Template/ }).click();
  await page.getByRole('option', { name: template }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
}
