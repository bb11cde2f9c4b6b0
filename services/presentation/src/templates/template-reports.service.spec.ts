import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FsBlobStore } from '@deckforge/kit';
import JSZip from 'jszip';
import { presentationConfigSchema } from '../config';
import { TemplateReports } from './template-reports.service';

const CAMPUS = join(
  __dirname,
  '..',
  '..',
  '..',
  'storage',
  'assets',
  'system-templates',
  'campus.pptx',
);

describe(TemplateReports.name, () => {
  let dir: string;
  let blobs: FsBlobStore;
  let sut: TemplateReports;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'template-reports-'));
    blobs = new FsBlobStore(dir);
    const config = presentationConfigSchema.parse({
      RABBITMQ_URL: 'amqp://x',
      DATABASE_URL: 'postgres://x/y',
      REDIS_URL: 'redis://x:6379',
      ZIP_MAX_UNPACKED_MB: '1',
    });
    sut = new TemplateReports(config, blobs);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const stored = async (bytes: Buffer) => {
    const key = `files/${Math.random().toString(36).slice(2)}`;
    await blobs.write(key, Readable.from([bytes]));
    return key;
  };

  it('reports on the stored template', async () => {
    const report = await sut.report(await stored(readFileSync(CAMPUS)));
    expect(report).toMatchObject({ usable: true, notes: [] });
  });

  it('answers a stored bomb as unusable, with why, before anything opens it', async () => {
    const zip = await JSZip.loadAsync(readFileSync(CAMPUS));
    zip.file('ppt/media/zeros.bin', Buffer.alloc(3 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await sut.report(await stored(bomb))).toMatchObject({
      usable: false,
      reason: expect.stringMatching(/^unpacks to more than 1 MB/),
      slides: {},
    });
  });
});
