import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type DeckPlan, ErrorCode, projectBlobKeys, StorageRpc } from '@deckforge/proto';
import { failureOf, newUserId, PNG_BYTES, StorageHarness } from '../support/storage-harness';

const plan: DeckPlan = {
  title: 'Passes',
  slides: [{ kind: 'bullets', title: 'One', bullets: [{ text: 'First', level: 0 }] }],
};

/**
 * Slide images drawn after a deck was handed over, by more than one drawing pass (a worker that
 * takes over a killed one's job draws them again): at every step every key a row holds has its
 * blob, and no blob is left that no row holds.
 */
describe('slide images drawn again for a project', () => {
  let harness: StorageHarness;

  beforeAll(async () => {
    harness = await StorageHarness.start();
  }, 60_000);
  afterAll(() => harness?.stop(), 30_000);

  async function registerDeck() {
    const userId = newUserId();
    const jobId = randomUUID();
    const { deck } = projectBlobKeys(userId, jobId);
    await harness.blobs.write(deck, Readable.from([Buffer.alloc(4096, 7)]));
    const project = await harness.client.send(StorageRpc.registerProject, {
      userId,
      jobId,
      title: 'Passes',
      blobKey: deck,
      size: 4096,
      plan,
      templateId: randomUUID(),
      slideCount: 2,
      slidePreviewsComing: true,
    });
    /** A drawing pass's two slide images; `drawn` of them are stored. */
    const pass = async (name: string, drawn = 2) => {
      const keys = projectBlobKeys(userId, jobId, name);
      const slides = [keys.slidePreview(1), keys.slidePreview(2)];
      for (const key of slides.slice(0, drawn))
        await harness.blobs.write(key, Readable.from([PNG_BYTES]));
      return slides;
    };
    const attach = (previewBlobKeys: string[]) =>
      harness.client.send(StorageRpc.attachProjectPreviews, {
        userId,
        fileId: project.file_id,
        renderId: jobId,
        previewBlobKeys,
      });
    return { userId, jobId, fileId: project.file_id, pass, attach };
  }

  /** Every blob key the project's row and versions hold. */
  async function heldKeys(fileId: string): Promise<string[]> {
    const { rows } = await harness.db.query<{ key: string }>(
      `SELECT unnest(array_remove(array[blob_key, preview_key, pdf_key] || extra_blob_keys
                || slide_preview_keys, NULL)) AS key FROM storage.stored_files WHERE id = $1
       UNION SELECT unnest(array_remove(array[blob_key, pdf_key] || slide_preview_keys, NULL))
                FROM storage.project_versions WHERE file_id = $1`,
      [fileId],
    );
    return rows.map((row) => row.key);
  }

  /** Of `written`, the keys held without a blob and the blobs nobody holds. */
  async function inconsistencies(fileId: string, written: string[]) {
    const held = await heldKeys(fileId);
    const missing: string[] = [];
    for (const key of held) if (!(await harness.blobs.exists(key))) missing.push(key);
    const unheld: string[] = [];
    for (const key of written)
      if (!held.includes(key) && (await harness.blobs.exists(key))) unheld.push(key);
    return { missing, unheld };
  }

  it('swaps a second pass in for the first: no row without its blob, no blob without a row', async () => {
    const deck = await registerDeck();
    const first = await deck.pass('a');
    await deck.attach(first.slice(0, 1));
    await deck.attach(first);
    const second = await deck.pass('b', 1);
    const written = [...first, ...second];
    await expect(deck.attach(second.slice(0, 1))).resolves.toMatchObject({ preview_slides: 1 });
    expect(await inconsistencies(deck.fileId, written)).toEqual({ missing: [], unheld: [] });
    await deck.pass('b');
    await expect(deck.attach(second)).resolves.toMatchObject({ preview_slides: 2 });
    expect(await inconsistencies(deck.fileId, written)).toEqual({ missing: [], unheld: [] });
    expect(await heldKeys(deck.fileId)).toEqual(expect.arrayContaining(second));

    // The first pass, still running somewhere, cannot bring back images already replaced.
    expect(await failureOf(deck.attach(first))).toMatchObject({ code: ErrorCode.NotFound });
    expect(await inconsistencies(deck.fileId, written)).toEqual({ missing: [], unheld: [] });
  });

  it('discards the images of a pass that nothing shows, and keeps those that are shown', async () => {
    const deck = await registerDeck();
    const shown = await deck.pass('a');
    await deck.attach(shown);
    const failed = await deck.pass('b');
    await harness.client.send(StorageRpc.discardProjectPreviews, {
      userId: deck.userId,
      fileId: deck.fileId,
      previewBlobKeys: [...shown, ...failed],
    });
    expect(await inconsistencies(deck.fileId, [...shown, ...failed])).toEqual({
      missing: [],
      unheld: [],
    });
    expect(await heldKeys(deck.fileId)).toEqual(expect.arrayContaining(shown));

    // Someone else's keys are not touched.
    const theirs = await registerDeck();
    const their = await theirs.pass('a');
    await harness.client.send(StorageRpc.discardProjectPreviews, {
      userId: deck.userId,
      fileId: deck.fileId,
      previewBlobKeys: their,
    });
    for (const key of their) expect(await harness.blobs.exists(key)).toBe(true);
  });

  it('discards every image of a pass whose project was deleted meanwhile', async () => {
    const deck = await registerDeck();
    const slides = await deck.pass('a');
    await harness.client.send(StorageRpc.delete, { userId: deck.userId, fileId: deck.fileId });
    await harness.client.send(StorageRpc.discardProjectPreviews, {
      userId: deck.userId,
      fileId: deck.fileId,
      previewBlobKeys: slides,
    });
    for (const key of slides) expect(await harness.blobs.exists(key)).toBe(false);
  });
});
