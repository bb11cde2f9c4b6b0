import { readFileSync } from 'node:fs';
import { deckText } from '@deckforge/kit/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { fillCreateForm, logInToWorkspace, openSection, textSource } from './support/workspace';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The titles of the slide list, in order ("Slide 3: Results" → "Results"). */
async function slideTitles(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('list', { name: 'Slides' })
    .getByRole('button', { name: /^Slide \d+:/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Slide \d+: /, '').replace(/ \(.*\)$/, ''));
}

/** Every thumbnail of the list has loaded its slide image. */
async function thumbnailsLoaded(page: Page, version: number) {
  await page.waitForFunction(
    (v) => {
      const images = Array.from(document.querySelectorAll('ol[aria-label="Slides"] img'));
      return (
        images.length > 0 &&
        images.every(
          (image) =>
            (image as HTMLImageElement).src.includes(`?v=${v}`) &&
            (image as HTMLImageElement).complete &&
            (image as HTMLImageElement).naturalWidth > 0,
        )
      );
    },
    version,
    { timeout: 120_000 },
  );
}

describe('the deck editor on the real stack', () => {
  it('edits a title and a bullet, reorders two slides, saves, and the downloaded deck has the edits in order', async () => {
    const account = await verifiedAccount('Grace Hopper');
    const { page, pageErrors } = await openPage(browser);
    await logInToWorkspace(page, account);

    // A deck to edit, made the way people make one.
    await openSection(page, 'Media', 'Media Library');
    await page.getByRole('button', { name: 'Add Media' }).click();
    const addMedia = page.getByRole('dialog', { name: 'Add Media' });
    await addMedia.getByLabel('Choose files').setInputFiles(textSource('harbour-report.md', 300));
    await addMedia.getByRole('button', { name: 'Upload', exact: true }).click();
    await addMedia.waitFor({ state: 'detached' });
    await openSection(page, 'Dashboard', 'Dashboard');
    await fillCreateForm(page, {
      title: 'Harbour report',
      media: [/harbour-report\.md/],
      template: /Aurora/,
    });
    await page
      .getByRole('dialog', { name: 'Credit Estimate' })
      .getByRole('button', { name: 'Proceed' })
      .click();
    // The finished deck is in Projects (the survey waits until a deck has been looked at).
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 120_000 });

    // Projects → the deck → Edit.
    await page
      .getByRole('table', { name: 'Projects' })
      .getByRole('link', { name: 'Edit Harbour report.pptx' })
      .click();
    await page.getByRole('list', { name: 'Slides' }).waitFor();
    await page.getByText('Version 1', { exact: false }).waitFor();
    await thumbnailsLoaded(page, 1);
    const before = await slideTitles(page);
    expect(before.length).toBeGreaterThanOrEqual(4);

    // The first slide with a list of bullets, and the slide after it.
    let listAt = -1;
    for (let index = 1; index < before.length - 1 && listAt < 0; index++) {
      await page.getByRole('button', { name: new RegExp(`^Slide ${index + 1}:`) }).click();
      if (await page.getByRole('group', { name: 'Bullets' }).count()) listAt = index;
    }
    expect(listAt).toBeGreaterThan(0);
    await page.getByLabel('Title', { exact: true }).fill('First, as the test wrote it');
    await page.getByLabel('Bullets, bullet 1', { exact: true }).fill('A bullet the test typed');
    await page.getByRole('button', { name: new RegExp(`^Slide ${listAt + 2}:`) }).click();
    await page.getByLabel('Title', { exact: true }).fill('Second, as the test wrote it');

    // The second slide moves above the first with the keyboard (Alt+↑ on the slide).
    await page.getByRole('button', { name: new RegExp(`^Slide ${listAt + 2}:`) }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    const reordered = await slideTitles(page);
    expect(reordered.slice(listAt, listAt + 2)).toEqual([
      'Second, as the test wrote it',
      'First, as the test wrote it',
    ]);
    // Its menu moves it too (down, then back up with Alt+↑).
    const moved = page.getByRole('button', { name: /^Slide \d+: Second, as the test wrote it/ });
    await page.getByRole('button', { name: `Actions for slide ${listAt + 1}` }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    expect((await slideTitles(page))[listAt + 1]).toBe('Second, as the test wrote it');
    await moved.focus();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await slideTitles(page)).toEqual(reordered);

    // Save: the job's progress, then version 2 with its own slide images.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '%' }).waitFor();
    await page.getByText('Version 2', { exact: false }).waitFor({ timeout: 300_000 });
    await thumbnailsLoaded(page, 2);
    expect(await slideTitles(page)).toEqual(reordered);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const text = (await deckText(readFileSync(await download.path()))).replace(/\s+/g, ' ');
    const second = text.indexOf('Second, as the test wrote it');
    const first = text.indexOf('First, as the test wrote it');
    expect(second).toBeGreaterThan(-1);
    expect(first).toBeGreaterThan(second);
    expect(text.indexOf('A bullet the test typed')).toBeGreaterThan(first);
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
