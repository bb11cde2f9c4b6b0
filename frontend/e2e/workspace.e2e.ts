import { readFileSync } from 'node:fs';
import { pdfPageCount } from '@deckforge/kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, verifiedAccount } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import {
  fillCreateForm,
  logInToWorkspace,
  openSection,
  templateSource,
  textSource,
} from './support/workspace';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the workspace on the real stack', () => {
  it('upload media and a template → estimate → progress → survey → Projects → a .pptx that opens', async () => {
    const account = await verifiedAccount('Ada Lovelace');
    const { page, pageErrors } = await openPage(browser);
    await logInToWorkspace(page, account);

    // Media: two supported files and one that is not (skipped with a warning naming it).
    await openSection(page, 'Media', 'Media Library');
    await page.getByText('No files to display').waitFor();
    await page.getByRole('button', { name: 'Add Media' }).click();
    const addMedia = page.getByRole('dialog', { name: 'Add Media' });
    await addMedia
      .getByLabel('Choose files')
      .setInputFiles([
        textSource('market-report.md', 400),
        textSource('meeting-notes.txt', 120),
        textSource('installer.exe', 10),
      ]);
    await page
      .locator('#notistack-snackbar', { hasText: 'File type is not supported: installer.exe' })
      .waitFor();
    expect(
      await addMedia.getByRole('list', { name: 'Files to upload' }).getByRole('listitem').count(),
    ).toBe(2);
    await addMedia.getByRole('button', { name: 'Upload', exact: true }).click();
    await addMedia.waitFor({ state: 'detached' });
    const mediaTable = page.getByRole('table', { name: 'Media files' });
    await mediaTable.getByRole('cell', { name: 'market-report.md', exact: true }).waitFor();
    await mediaTable.getByRole('cell', { name: 'meeting-notes.txt', exact: true }).waitFor();

    // Sorting by name: ascending first, then descending.
    const firstName = () =>
      mediaTable.locator('tbody tr').first().locator('td').first().innerText();
    await mediaTable.getByRole('button', { name: 'Name' }).click();
    expect(await firstName()).toMatch(/^market-report\.md/);
    await mediaTable.getByRole('button', { name: 'Name' }).click();
    expect(await firstName()).toMatch(/^meeting-notes\.txt/);

    // Templates: a category is required for every file.
    await openSection(page, 'Templates', 'Templates Library');
    await page.getByRole('button', { name: 'Add Template' }).click();
    const addTemplate = page.getByRole('dialog', { name: 'Add Template' });
    await addTemplate.getByLabel('Choose files').setInputFiles(templateSource());
    await addTemplate.getByRole('button', { name: 'Upload', exact: true }).click();
    await addTemplate.getByText('Please select a category').waitFor();
    await addTemplate.getByRole('combobox', { name: /^Category of / }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    await addTemplate.getByRole('button', { name: 'Upload', exact: true }).click();
    await addTemplate.waitFor({ state: 'detached', timeout: 60_000 });
    const templates = page.getByRole('list', { name: 'Templates' });
    const own = templates.getByRole('listitem').filter({ hasText: 'Yours' });
    await own.waitFor();
    // Only the user's own template can be deleted.
    expect(await templates.getByRole('button', { name: /^Delete / }).count()).toBe(1);
    // The category filter.
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    expect(await own.count()).toBe(1);

    // Create: the form's messages, then the estimate, the progress, the survey.
    await openSection(page, 'Dashboard', 'Dashboard');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    for (const message of [
      'Title is required',
      'Please select media files',
      'Please select a template',
    ])
      await page.getByText(message).waitFor();
    await fillCreateForm(page, {
      title: 'Market review',
      media: [/market-report\.md/, /meeting-notes\.txt/],
      template: /Aurora/,
    });
    const estimate = page.getByRole('dialog', { name: 'Credit Estimate' });
    await estimate.waitFor();
    expect(await estimate.innerText()).toMatch(/Your balance\s+10\.00 credits/);
    await estimate.getByRole('button', { name: 'Proceed' }).click();
    // The overlay follows the job: a stage and a percent, not a spinner alone.
    await page.getByText('Creating...').waitFor();
    expect(await page.getByTestId('generation-percent').innerText()).toMatch(/^\d+%$/);

    // Projects and the ready toast, no survey over the result; the toast opens the deck, and
    // the survey comes once the deck is closed.
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 120_000 });
    expect(new URL(page.url()).searchParams.get('section')).toBe('projects');
    await page.locator('#notistack-snackbar', { hasText: 'is ready in Projects' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Tell us how it went' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open the deck' }).click();
    const opened = page.getByRole('dialog', { name: 'Market review' });
    await opened.getByRole('img').first().waitFor();
    await opened.getByRole('button', { name: 'Close the preview' }).click();
    const survey = page.getByRole('dialog', { name: 'Tell us how it went' });
    await survey.getByRole('button', { name: 'Send feedback' }).click();
    await survey.getByText('Please rate your satisfaction').waitFor();
    await survey.getByRole('radio', { name: 'Very Satisfied' }).check();
    await survey.getByRole('radio', { name: 'Yes' }).check();
    await survey.getByLabel('What did you like most?').fill('The design');
    await survey.getByRole('radio', { name: 'Very Easy' }).check();
    await survey.getByRole('radio', { name: 'Very Likely' }).check();
    await survey.getByRole('button', { name: 'Send feedback' }).click();
    await survey.waitFor({ state: 'detached' });
    const projects = page.getByRole('table', { name: 'Projects' });
    await projects.getByRole('cell', { name: 'Market review.pptx', exact: true }).waitFor();

    // The preview opens (its slide pictures may still be rendering: not asserted here).
    await projects.getByRole('button', { name: 'Preview Market review.pptx' }).click();
    const preview = page.getByRole('dialog', { name: 'Market review' });
    await preview.getByRole('img').first().waitFor();
    await preview.getByRole('button', { name: 'Close the preview' }).click();

    // The download is a PowerPoint package (a zip with the presentation part).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      projects.getByRole('button', { name: 'Download Market review.pptx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Market review.pptx');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('ppt/presentation.xml'))).toBe(true);
    // …and it opens: LibreOffice prints it, a title slide and content at least.
    expect(await pdfPageCount(bytes)).toBeGreaterThanOrEqual(2);

    // The balance shows what the deck cost, and the survey is not asked again.
    await openSection(page, 'Dashboard', 'Dashboard');
    expect(Number(await page.getByTestId('dashboard-balance').innerText())).toBeLessThan(10);
    expect(pageErrors).toEqual([]);
    // Uploads, generation and previews on a shared two-core machine: minutes, not seconds.
  }, 300_000);

  it('not enough credits → shortage → purchase through the sandbox checkout → back on the form → balance on /profile', async () => {
    const account = await verifiedAccount('Grace Hopper');
    const { page, pageErrors } = await openPage(browser);
    await logInToWorkspace(page, account);
    await openSection(page, 'Media', 'Media Library');
    await page.getByRole('button', { name: 'Add Media' }).click();
    const addMedia = page.getByRole('dialog', { name: 'Add Media' });
    // About 3,000 tokens: 15 credits, more than the 10 a new account has.
    await addMedia.getByLabel('Choose files').setInputFiles(textSource('long-report.md', 3000));
    await addMedia.getByRole('button', { name: 'Upload', exact: true }).click();
    await addMedia.waitFor({ state: 'detached' });

    await openSection(page, 'Dashboard', 'Dashboard');
    await fillCreateForm(page, {
      title: 'Long report',
      media: [/long-report\.md/],
      template: /Aurora/,
    });
    const shortage = page.getByRole('dialog', { name: 'Credit Shortage' });
    await shortage.waitFor();
    const missing = Number(
      /Missing credits\s+([\d.]+) credits/.exec(await shortage.innerText())?.[1],
    );
    expect(missing).toBeGreaterThan(0);
    await shortage.getByRole('button', { name: 'Purchase' }).click();

    const purchase = page.getByRole('dialog', { name: 'Purchase Credits' });
    await purchase.waitFor();
    const credits = Number(await purchase.getByLabel('Credits').inputValue());
    expect(credits).toBe(Math.max(10, Math.ceil(missing)));
    await purchase.getByRole('button', { name: 'Order' }).click();

    // The sandbox's hosted checkout, then back with ?session_id.
    await page.waitForURL('**/payment/sandbox/**');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page
      .locator('#notistack-snackbar', { hasText: 'Payment Successful. Credits have been added' })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('session_id')).toBe(false);
    // Bought for this deck: back on the Create form, which offers to make it (issue 30).
    await page.waitForURL('**/workspace', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Create “Long report” now' }).waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const balance = page.getByTestId('profile-balance');
    await expect.poll(async () => Number(await balance.innerText())).toBe(10 + credits);
    expect(pageErrors).toEqual([]);
  });

  it('settings: name change, password change with the current one, deactivation confirmed by an e-mailed code → cannot log in', async () => {
    const account = await verifiedAccount('Alan Turing');
    const { page, pageErrors } = await openPage(browser);
    await logInToWorkspace(page, account);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Your Settings' }).waitFor();

    // The e-mail is shown masked and cannot be edited.
    const [local, domain] = account.email.split('@');
    const email = page.getByLabel('User Email');
    expect(await email.inputValue()).toBe(`${local[0]}*****${local.at(-1)}@${domain}`);
    expect(await email.isDisabled()).toBe(true);
    await page.getByLabel('User Name').fill('Alan M. Turing');
    await page
      .getByRole('form', { name: 'Personal Data' })
      .getByRole('button', { name: 'Save Changes' })
      .click();
    await page.getByRole('button', { name: 'Account menu for Alan M. Turing' }).waitFor();

    // Security: the current password and sign-up's rules, then a new password.
    await page.getByRole('tab', { name: 'Security' }).click();
    const newPassword = 'Enigma!2025x';
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('other');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter your current password').waitFor();
    await page.getByText(/^Password must be at least 8 characters long/).waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Current Password', { exact: true }).fill('Not-my-password1!');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .locator('#notistack-snackbar', { hasText: 'The current password is not correct.' })
      .waitFor();
    await page.getByLabel('Current Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .locator('#notistack-snackbar', { hasText: 'Your password has been updated' })
      .waitFor();
    await expect.poll(() => page.getByLabel('New Password', { exact: true }).inputValue()).toBe('');
    // This browser stays signed in (its access cookie was renewed with the change).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your Settings' }).waitFor();

    // Deactivation: disabled until a reason and details are given.
    await page.getByRole('tab', { name: 'Account' }).click();
    const deactivate = page.getByRole('button', { name: 'Deactivate Account' });
    expect(await deactivate.isDisabled()).toBe(true);
    expect(await page.getByLabel('Additional Details').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Select Reason' }).click();
    await page.getByRole('option').first().click();
    expect(await deactivate.isDisabled()).toBe(true);
    await page.getByLabel('Additional Details').fill('Moving to another tool.');
    await deactivate.click();
    // The confirmation asks for proof beyond the session: here a code from the mailbox.
    const confirm = page.getByRole('dialog', { name: 'Deactivate your account?' });
    await confirm
      .getByRole('button', {
        name: 'E-mail me a code instead',
      })
      .click();
    await confirm
      .getByLabel('Code from your e-mail')
      .fill(await codeFromMail(account.email, 'security-code'));
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();

    // Neither the old nor the new password opens the account any more.
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .locator('#notistack-snackbar', { hasText: 'This account has been deactivated' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(pageErrors).toEqual([]);
  });
});
