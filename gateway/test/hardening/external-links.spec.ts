import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Canary, eventually, withExternalLinks } from '@deckforge/kit/testing';
import {
  costInHundredths,
  type FileMetadata,
  type JobProgress,
  type ProjectPlanView,
  previewPathOf,
  TEMPLATE_NOTES,
} from '@deckforge/proto';
import JSZip from 'jszip';
import { DeckforgeClient } from '../support/deckforge-client';
import { reportMarkdown } from '../support/presentation-files';
import type { TestSession } from '../support/session';
import { TestStack } from '../support/stack';

// LibreOffice renders the preview, the deck's slides and its PDF: ceilings, not timings.
jest.setTimeout(400_000);

const CAMPUS_PPTX = readFileSync(
  join(__dirname, '..', '..', '..', 'services/storage/assets/system-templates/campus.pptx'),
);

/** Every relationship of a package whose target lies outside it. */
async function externalTargets(pptx: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(pptx);
  const targets: string[] = [];
  for (const name of Object.keys(zip.files).filter((part) => part.endsWith('.rels'))) {
    const xml = await zip.file(name)!.async('string');
    for (const [relationship] of xml.matchAll(/<Relationship\b[^>]*>/g))
      if (/TargetMode="External"|Target="(https?|file|ftp):/i.test(relationship))
        targets.push(`${name}: ${relationship}`);
  }
  return targets;
}

/**
 * A template whose master, layouts and first slide link pictures, a video, an OLE object and a
 * chart's workbook at a loopback canary, taken through everything a person can do with it on
 * the real servers (docs/decisions.md, "No network from a user's file"): no server may fetch
 * any of it, and nothing stored or generated may keep a link.
 */
describe('templates that link outside themselves', () => {
  let stack: TestStack;
  let client: DeckforgeClient;
  let canary: Canary;

  beforeAll(async () => {
    canary = await Canary.start();
    stack = await TestStack.start({
      services: ['data', 'storage', 'billing', 'presentation'],
      workers: 1,
      env: { PREVIEW_OFFICES: '1', PREVIEWS: 'on' },
    });
    client = new DeckforgeClient(stack);
  }, 180_000);

  afterAll(async () => {
    await client?.close();
    await stack?.stop();
    await canary?.close();
  });

  async function previewOf(user: TestSession, template: FileMetadata): Promise<Buffer> {
    return eventually(async () => {
      const response = await client.call(user, previewPathOf(template.file_path).slice(7));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).not.toBe('no-store');
      return Buffer.from(await response.arrayBuffer());
    }, 240_000);
  }

  async function finished(user: TestSession, jobId: string): Promise<JobProgress> {
    return eventually(async () => {
      const { body } = await client.job(user, jobId);
      expect(['completed', 'failed']).toContain(body.state);
      return body;
    }, 240_000);
  }

  it('are stored, analysed, previewed, generated into, re-rendered and downloaded without one request to their links', async () => {
    const user = await client.registeredUser();
    const template = await client.upload(
      user,
      'linked.pptx',
      await withExternalLinks(CAMPUS_PPTX, canary.url),
      'Business',
    );

    // Analysed at upload: its owner reads what was taken out.
    expect(template.template_notes).toEqual(
      expect.arrayContaining([
        TEMPLATE_NOTES['linked-pictures-removed'],
        TEMPLATE_NOTES['linked-media-removed'],
        TEMPLATE_NOTES['linked-objects-removed'],
        TEMPLATE_NOTES['linked-chart-data-removed'],
      ]),
    );
    expect(await externalTargets(await client.download(user, template.file_id))).toEqual([]);
    expect((await previewOf(user, template)).subarray(1, 4).toString()).toBe('PNG');

    const notes = await client.upload(user, 'report.md', reportMarkdown(2));
    const { tokenCount } = await client.tokens(user, [notes]);
    const response = await client.generate(user, {
      files: [notes],
      template,
      title: 'Linked template',
      credits: costInHundredths(tokenCount) / 100,
    });
    expect(response.status).toBe(200);
    const { fileId } = (await response.json()) as { fileId: string };
    const generated = await eventually(async () => {
      const project = (await client.projects(user)).find((file) => file.file_id === fileId)!;
      expect(project.preview_slides).toBe(project.slide_count);
      expect(project.pdf_ready).toBe(true);
      return project;
    }, 240_000);
    expect(await externalTargets(await client.download(user, generated.file_id))).toEqual([]);

    // A free re-render of the edited plan: a new deck, slide images and PDF.
    const plan = (await (
      await client.call(user, `/ppt/projects/${fileId}/plan`)
    ).json()) as ProjectPlanView;
    plan.plan.slides[0].title = 'Linked template, edited';
    const render = await client.call(user, `/ppt/projects/${fileId}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ baseVersion: plan.version, plan: plan.plan }),
    });
    expect(render.status).toBe(202);
    const { jobId } = (await render.json()) as { jobId: string };
    expect((await finished(user, jobId)).state).toBe('completed');
    await eventually(async () => {
      const project = (await client.projects(user)).find((file) => file.file_id === fileId)!;
      expect(project.plan_version).toBe(plan.version + 1);
      expect(project.preview_slides).toBe(project.slide_count);
      expect(project.pdf_ready).toBe(true);
    }, 240_000);
    expect(await externalTargets(await client.download(user, fileId))).toEqual([]);

    expect(canary.heard).toEqual([]);
    expect(canary.connections).toBe(0);
  });
});
