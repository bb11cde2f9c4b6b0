import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { connectServiceClient, deckText, eventually } from '@deckforge/kit/testing';
import {
  costInHundredths,
  type DeckPlan,
  EditingMessages,
  EditingRequestCode,
  type FileMetadata,
  IdentityEvents,
  type JobProgress,
  type PlannedSlide,
  type ProjectPlanView,
  type ProjectVersionResult,
  projectSlidePath,
} from '@deckforge/proto';
import { DeckforgeClient } from '../support/deckforge-client';
import { reportMarkdown, solidPng } from '../support/presentation-files';
import type { TestSession } from '../support/session';
import { TestStack } from '../support/stack';

// Real decks are rendered and printed by LibreOffice: ceilings against hanging on a loaded
// machine, not timings under test.
jest.setTimeout(300_000);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const titles = (plan: DeckPlan) => plan.slides.map((slide) => slide.title);

describe('/api/v1/ppt/projects/:fileId/* — the deck editor on the real servers', () => {
  let stack: TestStack;
  let client: DeckforgeClient;
  let blobDir: string;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['data', 'storage', 'billing', 'presentation'],
      workers: 1,
      env: { PREVIEW_OFFICES: '1' },
    });
    client = new DeckforgeClient(stack);
    blobDir = join(stack.env.VAR_DIR, 'blobs');
  }, 180_000);

  afterAll(async () => {
    await client?.close();
    await stack?.stop();
  });

  /** A generated deck of a short report and a picture (so its plan shows an asset). */
  async function generatedDeck(user: TestSession): Promise<FileMetadata> {
    const notes = await client.upload(user, `report-${randomUUID()}.md`, reportMarkdown(3));
    const picture = await client.upload(user, 'blue.png', solidPng(320, 200, [20, 60, 200]));
    const template = await client.systemTemplate(user);
    const { tokenCount } = await client.tokens(user, [notes, picture]);
    const response = await client.generate(user, {
      files: [notes, picture],
      template,
      title: 'Quarterly review',
      credits: costInHundredths(tokenCount) / 100,
    });
    expect(response.status).toBe(200);
    const { fileId } = (await response.json()) as { fileId: string };
    return eventually(async () => {
      const project = (await client.projects(user)).find((file) => file.file_id === fileId)!;
      expect(project.preview_slides).toBe(project.slide_count);
      expect(project.pdf_ready).toBe(true);
      return project;
    }, 120_000);
  }

  const planOf = async (user: TestSession, fileId: string) => {
    const response = await client.call(user, `/ppt/projects/${fileId}/plan`);
    return { status: response.status, body: (await response.json()) as ProjectPlanView };
  };

  const render = (user: TestSession, fileId: string, body: unknown) =>
    client.call(user, `/ppt/projects/${fileId}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const restore = (user: TestSession, fileId: string, version: number, baseVersion: number) =>
    client.call(user, `/ppt/projects/${fileId}/versions/${version}/restore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ baseVersion }),
    });

  async function finished(user: TestSession, jobId: string): Promise<JobProgress> {
    return eventually(async () => {
      const { body } = await client.job(user, jobId);
      expect(['completed', 'failed']).toContain(body.state);
      return body;
    }, 180_000);
  }

  /** Renders `plan` and waits for the job; the job as it ended. */
  async function saved(user: TestSession, fileId: string, body: Record<string, unknown>) {
    const response = await render(user, fileId, body);
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    return finished(user, jobId);
  }

  it('keeps the plan of a generated deck, for its owner only, assets by reference', async () => {
    const owner = await client.registeredUser();
    const stranger = await client.registeredUser();
    const deck = await generatedDeck(owner);
    expect(deck.plan_version).toBe(1);

    const { status, body } = await planOf(owner, deck.file_id);
    expect(status).toBe(200);
    expect(body.version).toBe(1);
    expect(body.plan.slides).toHaveLength(deck.slide_count!);
    expect(body.versions).toEqual([
      expect.objectContaining({ version: 1, origin: 'generated', slideCount: deck.slide_count }),
    ]);
    expect(body.templateName).toEqual(expect.any(String));
    const pictures = body.plan.slides.filter((slide) => slide.kind === 'picture');
    expect(pictures.length).toBeGreaterThan(0);
    // No blob key reaches the browser.
    expect(JSON.stringify(body.plan)).not.toMatch(/"blobKey":"(?!asset:)/);

    expect((await planOf(stranger, deck.file_id)).status).toBe(404);
    expect((await render(stranger, deck.file_id, { baseVersion: 1, plan: body.plan })).status).toBe(
      404,
    );
    expect((await restore(stranger, deck.file_id, 1, 1)).status).toBe(404);
  });

  it('saves an edit as a new version — deck, slide images and PDF replaced, for free — and restores the old one', async () => {
    const user = await client.registeredUser();
    const deck = await generatedDeck(user);
    const balance = await client.balance(user);
    const original = (await planOf(user, deck.file_id)).body;
    const originalBytes = await client.download(user, deck.file_id);

    const slides = structuredClone(original.plan.slides);
    const listIndex = slides.findIndex((slide) => slide.kind === 'bullets');
    const list = slides[listIndex] as Extract<PlannedSlide, { kind: 'bullets' }>;
    list.title = 'Edited heading of the list';
    list.bullets[0] = { ...list.bullets[0], text: 'An edited first point' };
    // The list moves before the slide that preceded it.
    [slides[listIndex - 1], slides[listIndex]] = [slides[listIndex], slides[listIndex - 1]];
    const job = await saved(user, deck.file_id, {
      baseVersion: 1,
      plan: { ...original.plan, slides },
    });
    expect(job).toMatchObject({ state: 'completed', fileId: deck.file_id, costHundredths: 0 });
    expect(await client.balance(user)).toBe(balance);

    const edited = (await planOf(user, deck.file_id)).body;
    expect(edited.version).toBe(2);
    expect(edited.versions.map((version) => [version.version, version.origin])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
    expect(titles(edited.plan)[listIndex - 1]).toBe('Edited heading of the list');
    expect(titles(edited.plan)[listIndex]).toBe(titles(original.plan)[listIndex - 1]);
    // The slide images were drawn before the version became current.
    expect(edited.file.preview_slides).toBe(edited.file.slide_count);
    const slideImage = await client.call(user, projectSlidePath(deck.file_id, 1).slice(7));
    expect(slideImage.status).toBe(200);
    expect(slideImage.headers.get('content-type')).toBe('image/png');
    await eventually(async () => {
      const project = (await client.projects(user)).find((file) => file.file_id === deck.file_id);
      expect(project?.pdf_ready).toBe(true);
    }, 120_000);

    const text = (await deckText(await client.download(user, deck.file_id))).replace(/\s+/g, ' ');
    expect(text).toContain('An edited first point');
    expect(text.indexOf('Edited heading of the list')).toBeGreaterThan(-1);
    expect(text.indexOf('Edited heading of the list')).toBeLessThan(
      text.indexOf(titles(original.plan)[listIndex - 1], text.indexOf('Edited heading')),
    );

    const restored = await restore(user, deck.file_id, 1, 2);
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as ProjectVersionResult).version).toBe(3);
    const back = (await planOf(user, deck.file_id)).body;
    expect(titles(back.plan)).toEqual(titles(original.plan));
    expect(back.versions[0]).toMatchObject({ version: 3, origin: 'restored', restoredFrom: 1 });
    expect(sha(await client.download(user, deck.file_id))).toBe(sha(originalBytes));
  });

  it('tells the second of two saves from the same version to reload, and changes nothing for it', async () => {
    const user = await client.registeredUser();
    const deck = await generatedDeck(user);
    const { plan } = (await planOf(user, deck.file_id)).body;
    const tab = (title: string) => ({
      baseVersion: 1,
      plan: { ...plan, slides: [{ ...plan.slides[0], title }, ...plan.slides.slice(1)] },
    });

    const answers = await Promise.all([
      render(user, deck.file_id, tab('From the first tab')),
      render(user, deck.file_id, tab('From the second tab')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toEqual({
      message: EditingMessages.versionConflict,
      requestCode: EditingRequestCode.VersionConflict,
    });
    const accepted = answers.find((answer) => answer.status === 202)!;
    const { jobId } = (await accepted.json()) as { jobId: string };
    expect((await finished(user, jobId)).state).toBe('completed');

    // Later saves and restores from the old version are refused the same way.
    expect((await render(user, deck.file_id, tab('Stale'))).status).toBe(409);
    expect((await restore(user, deck.file_id, 1, 1)).status).toBe(409);
    const after = (await planOf(user, deck.file_id)).body;
    expect(after.version).toBe(2);
    expect(['From the first tab', 'From the second tab']).toContain(after.plan.slides[0].title);
  });

  it('switches the template in place and as a new project, only into templates the person may use', async () => {
    const user = await client.registeredUser();
    const stranger = await client.registeredUser();
    const deck = await generatedDeck(user);
    const { plan, templateId } = (await planOf(user, deck.file_id)).body;
    const other = (await client.files(user)).find(
      (file) =>
        file.folder === 'templates' && file.source === 'system' && file.file_id !== templateId,
    )!;

    const copy = await saved(user, deck.file_id, {
      baseVersion: 1,
      plan,
      templateId: other.file_id,
      asNewProject: true,
    });
    expect(copy.state).toBe('completed');
    expect(copy.fileId).not.toBe(deck.file_id);
    const newProject = (await planOf(user, copy.fileId!)).body;
    expect(newProject).toMatchObject({ version: 1, templateId: other.file_id });
    expect(newProject.versions[0].origin).toBe('template');
    expect(titles(newProject.plan)).toEqual(titles(plan));
    expect((await planOf(user, deck.file_id)).body.version).toBe(1);

    const inPlace = await saved(user, deck.file_id, {
      baseVersion: 1,
      plan,
      templateId: other.file_id,
    });
    expect(inPlace).toMatchObject({ state: 'completed', fileId: deck.file_id });
    const switched = (await planOf(user, deck.file_id)).body;
    expect(switched).toMatchObject({ version: 2, templateId: other.file_id });
    expect(switched.versions[0].origin).toBe('template');

    const strangersTemplate = await client.upload(
      stranger,
      'theirs.pptx',
      await client.download(stranger, other.file_id),
      'Business',
    );
    const refused = await render(user, deck.file_id, {
      baseVersion: 2,
      plan,
      templateId: strangersTemplate.file_id,
    });
    expect(refused.status).toBe(404);
    const media = (await client.files(user)).find((file) => file.folder === 'media')!;
    expect(
      (await render(user, deck.file_id, { baseVersion: 2, plan, templateId: media.file_id }))
        .status,
    ).toBe(400);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const user = await client.registeredUser();
    const deck = await generatedDeck(user);
    const { plan } = (await planOf(user, deck.file_id)).body;
    const withSlide = (slide: Record<string, unknown>) => ({
      baseVersion: 1,
      plan: { ...plan, slides: [{ ...plan.slides[0], ...slide }, ...plan.slides.slice(1)] },
    });
    const picture = plan.slides.find((slide) => slide.kind === 'picture')!;
    const cases: Array<[string, unknown, string | RegExp]> = [
      [
        'a long title',
        withSlide({ title: 'x'.repeat(201) }),
        'Slide 1: A slide title must be at most 200 characters',
      ],
      ['an empty title', withSlide({ title: '   ' }), 'Slide 1: A slide title must not be empty'],
      ['a title that is no text', withSlide({ title: 42 }), 'Slide 1: A slide title must be text'],
      [
        '10,000 slides',
        {
          baseVersion: 1,
          plan: { ...plan, slides: Array.from({ length: 10_000 }, () => plan.slides[0]) },
        },
        'A deck holds at most 200 slides',
      ],
      ['a version that is no number', { baseVersion: '1', plan }, /baseVersion/],
      ['no plan', { baseVersion: 1 }, /plan/i],
      ['a plan that is no object', { baseVersion: 1, plan: 'slides' }, /plan/i],
      ['new source files', { baseVersion: 1, plan, files: [] }, EditingMessages.noNewSources],
      [
        'a picture the deck does not have',
        {
          baseVersion: 1,
          plan: {
            ...plan,
            slides: [
              {
                ...picture,
                picture: {
                  ...(picture as Extract<PlannedSlide, { kind: 'picture' }>).picture,
                  blobKey: `media/${user.userId}/${randomUUID()}`,
                },
              },
            ],
          },
        },
        EditingMessages.noNewSources,
      ],
      ['a body that is no JSON', '{"baseVersion": 1, "plan": ', /JSON|body/i],
    ];
    for (const [label, body, message] of cases) {
      const response = await render(user, deck.file_id, body);
      expect({ label, status: response.status }).toEqual({ label, status: 400 });
      const answer = (await response.json()) as { message: string };
      if (typeof message === 'string') expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(message);
    }
    expect((await restore(user, deck.file_id, 99, 1)).status).toBe(404);
    const after = (await planOf(user, deck.file_id)).body;
    expect(after.version).toBe(1);
    expect(after.plan).toEqual(plan);
  });

  it('keeps the previous version intact when the render fails', async () => {
    const user = await client.registeredUser();
    const deck = await generatedDeck(user);
    const before = (await planOf(user, deck.file_id)).body;
    const bytes = await client.download(user, deck.file_id);
    const system = await client.systemTemplate(user);
    const own = await client.upload(
      user,
      'mine.pptx',
      await client.download(user, system.file_id),
      'Business',
    );

    // No worker takes the job until the template it needs is gone.
    const worker = [...stack.workers][0];
    await worker.stop();
    const response = await render(user, deck.file_id, {
      baseVersion: 1,
      plan: before.plan,
      templateId: own.file_id,
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    await client.call(user, `/storage/delete?fileId=${own.file_id}`, {
      method: 'POST',
      headers: { origin: stack.url },
    });
    await stack.startWorker();

    const job = await finished(user, jobId);
    expect(job.state).toBe('failed');
    expect(job.message).toMatch(/Your deck is unchanged/);
    const after = (await planOf(user, deck.file_id)).body;
    expect(after.version).toBe(1);
    expect(after.plan).toEqual(before.plan);
    expect(sha(await client.download(user, deck.file_id))).toBe(sha(bytes));
    expect(existsSync(join(blobDir, 'projects', user.userId, `${jobId}.pptx`))).toBe(false);
  });

  it('deletes the plan and every version with the deck, and with the account', async () => {
    const user = await client.registeredUser();
    const deck = await generatedDeck(user);
    const { plan } = (await planOf(user, deck.file_id)).body;
    const job = await saved(user, deck.file_id, { baseVersion: 1, plan });
    expect(job.state).toBe('completed');
    /** The user's project blobs (the file system store leaves empty folders behind). */
    const userBlobs = () => {
      const dir = join(blobDir, 'projects', user.userId);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
    };
    expect(userBlobs().some((name) => name.startsWith(job.jobId))).toBe(true);

    const deleted = await client.call(user, `/storage/delete?fileId=${deck.file_id}`, {
      method: 'POST',
      headers: { origin: stack.url },
    });
    expect(deleted.status).toBe(200);
    expect((await planOf(user, deck.file_id)).status).toBe(404);
    // A PDF still being printed is removed as soon as it finds its project gone.
    await eventually(() => expect(userBlobs()).toEqual([]), 90_000);

    const second = await generatedDeck(user);
    expect(userBlobs().length).toBeGreaterThan(0);
    const bus = connectServiceClient(stack.env);
    try {
      await bus.emit(IdentityEvents.userDeactivated, {
        userId: user.userId,
        email: user.email,
        occurredAt: new Date().toISOString(),
      });
    } finally {
      await bus.close();
    }
    await eventually(async () => {
      expect((await planOf(user, second.file_id)).status).toBe(404);
      expect(userBlobs()).toEqual([]);
    }, 60_000);
  });
});
