import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { eventually, pdfPageCount } from '@deckforge/kit/testing';
import {
  type ClientConfig,
  costInHundredths,
  DEFAULT_TOKEN_LIMIT,
  type FileMetadata,
  type JobProgress,
  Messages,
  projectPdfPath,
  projectSlidePath,
  PICTURE_TOKENS,
  MEDIA_TOKENS,
  speechLanguageMessage,
  speechTokens,
  type TokenEstimate,
  TOKENS_PER_CREDIT,
} from '@deckforge/proto';
import { ApiClient } from '../support/api-client';
import { DeckforgeClient } from '../support/deckforge-client';
import type { TestSession } from '../support/session';
import { TestStack } from '../support/stack';
import { longText, reportMarkdown, sharedFixture, solidPng } from '../support/presentation-files';

// Generations read, render and store real decks, and events move credits: ceilings against
// hanging on a loaded machine, not timings under test.
jest.setTimeout(180_000);

const SERVICES = ['data', 'storage', 'billing', 'presentation'] as const;

const credits = (tokens: number) => costInHundredths(tokens) / 100;
/** XML text whatever its line endings (rewriting a package may change them). */
const lines = (xml: string | undefined) => xml?.replace(/\r\n/g, '\n');

/**
 * Starts a generation of two pages of notes in a system template; `pending` is the request, which
 * waits for the deck.
 */
async function startGeneration(client: DeckforgeClient, user: TestSession, title: string) {
  const notes = await client.upload(user, 'notes.md', reportMarkdown(2));
  const template = await client.systemTemplate(user);
  const cost = credits((await client.tokens(user, [notes])).tokenCount);
  const jobId = randomUUID();
  const pending = client.generate(user, { files: [notes], template, title, credits: cost, jobId });
  return { jobId, pending, cost };
}

async function slideCount(deck: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(deck);
  return Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

describe('/api/v1/ppt/* with storage, billing, presentation and a worker', () => {
  let stack: TestStack;
  let client: DeckforgeClient;

  beforeAll(async () => {
    stack = await TestStack.start({ services: [...SERVICES], workers: 2 });
    client = new DeckforgeClient(stack);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    await stack?.stop();
  });

  it('counts tokens of a mixed selection, with a breakdown per file', async () => {
    const user = await client.registeredUser();
    const notes = await client.upload(user, 'notes.md', reportMarkdown(2));
    const picture = await client.upload(user, 'blue.png', solidPng(320, 200, [20, 60, 200]));
    const selection = [notes, picture];
    const clip = sharedFixture('clip.mp4');
    if (clip) selection.push(await client.upload(user, 'clip.mp4', clip));
    else
      console.warn('Counting without a video: the shared fixtures are not at ../shared/fixtures');

    const estimate = await client.tokens(user, selection);
    expect(estimate).toMatchObject({
      tokenLimit: DEFAULT_TOKEN_LIMIT,
      tokenPerCredit: TOKENS_PER_CREDIT,
      message: expect.any(String),
    });
    const byName = Object.fromEntries(estimate.files.map((file) => [file.name, file]));
    expect(byName['notes.md']).toMatchObject({ kind: 'text', tokens: expect.any(Number) });
    expect(byName['notes.md'].tokens).toBeGreaterThan(50);
    expect(byName['blue.png']).toMatchObject({ kind: 'image', tokens: PICTURE_TOKENS });
    // The 3.02 s clip: the media, and its speech by its length (transcribed when generated).
    if (clip)
      expect(byName['clip.mp4']).toMatchObject({
        kind: 'video',
        tokens: MEDIA_TOKENS + speechTokens(3.02),
      });
    expect(estimate.tokenCount).toBe(estimate.files.reduce((sum, file) => sum + file.tokens, 0));
  });

  it("counts a recording's speech only in a language it can be transcribed in; refuses an unknown one", async () => {
    const user = await client.registeredUser();
    const clip = sharedFixture('clip.mp4');
    if (!clip) return console.warn('No video: the shared fixtures are not at ../shared/fixtures');
    const video = await client.upload(user, 'clip.mp4', clip);
    const count = (language: string) =>
      client.call(
        user,
        `/ppt/count-tokens?${new URLSearchParams({
          userId: user.userId,
          files: JSON.stringify([{ file_id: video.file_id, file_type: video.type }]),
          language,
        })}`,
      );
    const english = await count('en-GB');
    expect(((await english.json()) as TokenEstimate).tokenCount).toBe(
      MEDIA_TOKENS + speechTokens(3.02),
    );
    // No offline model for German: the media is charged, its speech is not, and the note says why.
    const german = await count('de-DE');
    expect(german.status).toBe(200);
    expect(((await german.json()) as TokenEstimate).files[0]).toMatchObject({
      tokens: MEDIA_TOKENS,
      note: expect.stringContaining('there is no speech model for German on this server'),
    });
    const unknown = await count('klingon');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: speechLanguageMessage });
  });

  it('tells the app which spoken languages are transcribed: English only, offline', async () => {
    const config = await new ApiClient(stack.url).get<ClientConfig>('/api/v1/config');
    expect(config.body.transcribedLanguages).toEqual(['en-US', 'en-GB']);
  });

  it("refuses to count another user's file (404) and another user's id (403)", async () => {
    const owner = await client.registeredUser();
    const stranger = await client.registeredUser();
    const file = await client.upload(owner, 'private.md', reportMarkdown(1));
    expect((await client.countTokens(stranger, [file])).status).toBe(404);
    expect((await client.countTokens(stranger, [file], owner.userId)).status).toBe(403);
  });

  it('refuses a presentation over the token limit with the spec message, charging nothing', async () => {
    const user = await client.registeredUser();
    const big = await client.upload(user, 'book.txt', longText(DEFAULT_TOKEN_LIMIT + 2000));
    const template = await client.systemTemplate(user);
    const response = await client.generate(user, {
      files: [big],
      template,
      title: 'Book',
      credits: 1000,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: Messages.tokenLimit(DEFAULT_TOKEN_LIMIT) });
    expect(await client.balance(user)).toBe(10);
  });

  it('answers 409 with the new cost when it is higher than the credits the user accepted', async () => {
    const user = await client.registeredUser();
    const notes = await client.upload(user, 'notes.md', reportMarkdown(3));
    const template = await client.systemTemplate(user);
    const { tokenCount } = await client.tokens(user, [notes]);
    const jobId = randomUUID();
    const response = await client.generate(user, {
      files: [notes],
      template,
      title: 'Too cheap',
      credits: credits(tokenCount) - 0.01,
      jobId,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: expect.stringContaining(credits(tokenCount).toFixed(2)),
      requestCode: 'COST_CHANGED',
      cost: credits(tokenCount),
      tokenCount,
    });
    expect(await client.balance(user)).toBe(10);
    expect((await client.job(user, jobId)).status).toBe(404);
  });

  it('answers 402 with the missing credits when the balance is short, and queues nothing', async () => {
    const user = await client.registeredUser();
    const long = await client.upload(user, 'long.txt', longText(3000));
    const template = await client.systemTemplate(user);
    const { tokenCount } = await client.tokens(user, [long]);
    expect(credits(tokenCount)).toBeGreaterThan(10);
    const jobId = randomUUID();
    const response = await client.generate(user, {
      files: [long],
      template,
      title: 'Too long',
      credits: credits(tokenCount),
      jobId,
    });
    expect(response.status).toBe(402);
    const missing = Math.round((credits(tokenCount) - 10) * 100) / 100;
    expect(await response.json()).toEqual({
      message: `You need ${missing.toFixed(2)} more credits to create this presentation.`,
      requestCode: 'CREDIT_SHORTAGE',
      missingCredits: missing,
      cost: credits(tokenCount),
    });
    expect(await client.balance(user)).toBe(10);
    expect((await client.job(user, jobId)).status).toBe(404);
    expect(await client.projects(user)).toEqual([]);
  });

  it('generates a deck in a system template: stored in Projects, charged once, opens in LibreOffice', async () => {
    const user = await client.registeredUser();
    const notes = await client.upload(user, 'notes.md', reportMarkdown(3));
    const picture = await client.upload(user, 'green.png', solidPng(640, 360, [30, 160, 90]));
    const template = await client.systemTemplate(user);
    const { tokenCount } = await client.tokens(user, [notes, picture]);
    const jobId = randomUUID();

    const response = await client.generate(user, {
      files: [notes, picture],
      template,
      title: 'Quarterly review',
      credits: credits(tokenCount),
      jobId,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; fileId: string; jobId: string };
    expect(body).toMatchObject({
      message: 'Your presentation "Quarterly review" is ready in Projects.',
      jobId,
      fileId: expect.any(String),
    });
    expect(await client.balance(user)).toBe(Math.round((10 - credits(tokenCount)) * 100) / 100);

    const [project] = await client.projects(user);
    expect(project).toMatchObject({ file_id: body.fileId, name: 'Quarterly review.pptx' });
    const deck = await client.download(user, body.fileId);
    const slides = await slideCount(deck);
    expect(slides).toBeGreaterThanOrEqual(5);
    expect(await pdfPageCount(deck)).toBe(slides);

    // The Projects preview: one image per slide (the first ones as soon as they are drawn,
    // then all of them) and then the PDF, for the owner only.
    expect(project.slide_count).toBe(slides);
    expect(project.preview_slides).toBeLessThanOrEqual(slides);
    await eventually(async () => {
      const [withPreviews] = await client.projects(user);
      expect(withPreviews).toMatchObject({ preview_slides: slides, pdf_ready: true });
    }, 120_000);
    const image = await client.call(user, projectSlidePath(body.fileId, slides).slice(7));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const pdf = await client.call(user, projectPdfPath(body.fileId).slice(7));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = await client.registeredUser();
    for (const address of [
      projectSlidePath(body.fileId, 1),
      projectPdfPath(body.fileId),
      projectSlidePath(body.fileId, slides + 1),
    ])
      expect((await client.call(stranger, address.slice(7))).status).toBe(404);
    expect(
      (await client.call(user, projectSlidePath(body.fileId, slides + 1).slice(7))).status,
    ).toBe(404);
    expect((await fetch(`${stack.url}${projectSlidePath(body.fileId, 1)}`)).status).toBe(404);

    // Asking again with the same job id starts nothing and charges nothing.
    const again = await client.generate(user, {
      files: [notes, picture],
      template,
      title: 'Quarterly review',
      credits: credits(tokenCount),
      jobId,
    });
    expect(again.status).toBe(200);
    expect(await client.balance(user)).toBe(Math.round((10 - credits(tokenCount)) * 100) / 100);
    expect(await client.projects(user)).toHaveLength(1);

    const progress = await client.job(user, jobId);
    expect(progress).toEqual({
      status: 200,
      body: expect.objectContaining({
        state: 'completed',
        stage: 'done',
        percent: 100,
        fileId: body.fileId,
      }),
    });

    // Deleting the project takes its slide images and PDF with it.
    const deleted = await client.call(user, `/storage/delete?fileId=${body.fileId}`, {
      method: 'POST',
      headers: { origin: stack.url },
    });
    expect(deleted.status).toBe(200);
    for (const address of [projectSlidePath(body.fileId, 1), projectPdfPath(body.fileId)])
      expect((await client.call(user, address.slice(7))).status).toBe(404);
  });

  it('lets the client follow a generation with server-sent events, and hides it from others', async () => {
    const user = await client.registeredUser();
    const { jobId, pending } = await startGeneration(client, user, 'Followed');
    await eventually(async () => expect((await client.job(user, jobId)).status).toBe(200));

    const stream = await client.call(user, `/ppt/jobs/${jobId}/events`);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await stream.text())
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('event: progress'))
      .map((chunk) => JSON.parse(chunk.split('data: ')[1]) as JobProgress);
    expect(events.at(-1)).toMatchObject({ jobId, state: 'completed', percent: 100 });
    const percents = events.map((event) => event.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect((await pending).status).toBe(200);

    const stranger = await client.registeredUser();
    expect((await client.job(stranger, jobId)).status).toBe(404);
    expect((await client.call(stranger, `/ppt/jobs/${jobId}/events`)).status).toBe(404);
    expect((await client.call(user, '/ppt/jobs/not-a-job')).status).toBe(400);
  });

  const userTemplate = sharedFixture('templates/corp-template.pptx');
  /** The same design saved as a PowerPoint template (.potx): its main part says "template". */
  const asPowerPointTemplate = async (bytes: Buffer) => {
    const zip = await JSZip.loadAsync(bytes);
    const types = await zip.file('[Content_Types].xml')!.async('string');
    return zip
      .file(
        '[Content_Types].xml',
        types.replace(/presentationml\.presentation\.main/, 'presentationml.template.main'),
      )
      .generateAsync({ type: 'nodebuffer' });
  };
  (userTemplate ? it.each(['corp.pptx', 'corp.potx']) : it.skip.each(['corp.pptx', 'corp.potx']))(
    "renders into the user's own template (%s), keeping its layouts and background",
    async (name) => {
      const user = await client.registeredUser();
      const bytes = name.endsWith('.potx')
        ? await asPowerPointTemplate(userTemplate!)
        : userTemplate!;
      const template = await client.upload(user, name, bytes, 'Business');
      const notes = await client.upload(user, 'notes.md', reportMarkdown(2));
      const { tokenCount } = await client.tokens(user, [notes]);
      const response = await client.generate(user, {
        files: [notes],
        template,
        title: 'In my template',
        credits: credits(tokenCount),
      });
      expect(response.status).toBe(200);
      const { fileId } = (await response.json()) as { fileId: string };
      const deck = await JSZip.loadAsync(await client.download(user, fileId));
      // A presentation PowerPoint opens as a .pptx, whatever the template was saved as.
      expect(await deck.file('[Content_Types].xml')!.async('string')).toContain(
        'presentationml.presentation.main+xml',
      );
      const original = await JSZip.loadAsync(userTemplate!);
      for (const part of ['ppt/slideMasters/slideMaster1.xml', 'ppt/slideLayouts/slideLayout2.xml'])
        expect(lines(await deck.file(part)?.async('string'))).toBe(
          lines(await original.file(part)!.async('string')),
        );
      const layouts = await Promise.all(
        Object.keys(deck.files)
          .filter((name) => /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/.test(name))
          .map((name) => deck.file(name)!.async('string')),
      );
      const used = layouts.map((rels) => /slideLayouts\/(slideLayout\d+\.xml)/.exec(rels)?.[1]);
      expect(used.every((layout) => layout && original.file(`ppt/slideLayouts/${layout}`))).toBe(
        true,
      );
      expect(new Set(used).size).toBeGreaterThan(1);
    },
  );

  it('20 concurrent generations by one user with credits for 5: exactly 5 decks, exact balance', async () => {
    const user = await client.registeredUser();
    // Four pictures without text: exactly 4 × 100 tokens = 2 credits per presentation.
    const pictures: FileMetadata[] = [];
    for (const [index, colour] of (
      [
        [200, 40, 40],
        [40, 200, 40],
        [40, 40, 200],
        [200, 200, 40],
      ] as const
    ).entries())
      pictures.push(
        await client.upload(user, `colour-${index}.png`, solidPng(160, 120, [...colour])),
      );
    const template = await client.systemTemplate(user);
    expect((await client.tokens(user, pictures)).tokenCount).toBe(4 * PICTURE_TOKENS);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.generate(user, { files: pictures, template, title: `Colours ${index}`, credits: 2 }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    expect(await client.balance(user)).toBe(0);
    expect(await client.projects(user)).toHaveLength(5);
  });
});

describe('generation when things fail: retries, releases and a worker killed mid-job', () => {
  let stack: TestStack;
  let client: DeckforgeClient;
  // Short locks, few quick attempts, and calls that give up fast while storage is stopped.
  const workerEnv = {
    // These tests are about failing jobs; slide previews would only add LibreOffice's time.
    SLIDE_PREVIEWS: 'off',
    JOB_LOCK_MS: '1500',
    JOB_ATTEMPTS: '2',
    JOB_BACKOFF_MS: '200',
    RPC_TIMEOUT_MS: '2000',
  };

  beforeAll(async () => {
    stack = await TestStack.start({ services: [...SERVICES], workers: 0 });
    client = new DeckforgeClient(stack);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    await stack?.stop();
  });

  /** A generation that is queued while no worker runs; its request keeps waiting. */
  async function queuedGeneration(user: TestSession) {
    const generation = await startGeneration(client, user, 'Resilient');
    await eventually(async () =>
      expect((await client.job(user, generation.jobId)).body.state).toBe('queued'),
    );
    expect(await client.balance(user)).toBe(Math.round((10 - generation.cost) * 100) / 100);
    return generation;
  }

  it('releases the credits of a job that fails on every attempt', async () => {
    const user = await client.registeredUser();
    const { jobId, pending } = await queuedGeneration(user);
    await stack.stopService('storage');
    const worker = await stack.startWorker(workerEnv);
    try {
      const response = await pending;
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toMatch(/not charged/);
      expect((await client.job(user, jobId)).body).toMatchObject({ state: 'failed' });
      expect(await client.balance(user)).toBe(10);
    } finally {
      await worker.stop();
      await stack.startService('storage');
    }
    expect(await client.projects(user)).toEqual([]);
  });

  it('completes a job whose worker was killed mid-job once a worker runs again, charging once', async () => {
    const user = await client.registeredUser();
    const { jobId, pending, cost } = await queuedGeneration(user);
    await stack.stopService('storage');
    const doomed = await stack.startWorker(workerEnv);
    await eventually(async () => expect((await client.job(user, jobId)).body.state).toBe('active'));
    await doomed.stop('SIGKILL');
    await stack.startService('storage');
    const survivor = await stack.startWorker(workerEnv);
    try {
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await client.balance(user)).toBe(Math.round((10 - cost) * 100) / 100);
      expect(await client.projects(user)).toHaveLength(1);
    } finally {
      await survivor.stop();
    }
  });

  it('lets a running job end when a worker is asked to stop, exits 0, and loses no job', async () => {
    const user = await client.registeredUser();
    const { jobId, pending, cost } = await queuedGeneration(user);
    await stack.stopService('storage');
    const stopping = await stack.startWorker(workerEnv);
    await eventually(async () => expect((await client.job(user, jobId)).body.state).toBe('active'));
    // Mid-job (waiting for storage): SIGTERM lets the attempt end, then the process exits 0.
    expect(await stopping.stop('SIGTERM')).toBe(0);
    expect((await client.job(user, jobId)).body.state).not.toBe('failed');
    await stack.startService('storage');
    const next = await stack.startWorker(workerEnv);
    try {
      expect((await pending).status).toBe(200);
      expect(await client.balance(user)).toBe(Math.round((10 - cost) * 100) / 100);
    } finally {
      await next.stop();
    }
  });
});
