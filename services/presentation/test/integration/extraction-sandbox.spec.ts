import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PresentationConfig } from '../../src/config';
import { UnreadableFile, ExtractionSandbox } from '../../src/engine/extract';
describe(ExtractionSandbox.name, () => {
  let dir: string;
  const limits = {
    maxPages: 10,
    zip: { maxEntries: 10, maxUnpackedBytes: 1024, maxRatio: 100 },
    maxMegapixels: 100,
    ocr: { maxPages: 10, timeoutMs: 60_000 },
  };
  const sandbox = (overrides: Partial<PresentationConfig>) =>
    new ExtractionSandbox({
      EXTRACT_WORKERS: 1,
      EXTRACT_TIMEOUT_MS: 60_000,
      EXTRACT_MEMORY_MB: 256,
      ...overrides,
    } as PresentationConfig);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses in a worker process and answers the parsed document', async () => {
    const sut = sandbox({});
    writeFileSync(join(dir, 'note.txt'), 'Hello\n\nWorld, this is a note.');
    try {
      await expect(
        sut.run({ task: 'document', format: 'txt', path: join(dir, 'note.txt'), limits }),
      ).resolves.toMatchObject({ title: 'Hello' });
    } finally {
      await sut.onApplicationShutdown();
    }
  });

  it('stops a file that takes longer than the time limit, as a failure worth retrying', async () => {
    const sut = sandbox({ EXTRACT_TIMEOUT_MS: 1 });
    writeFileSync(join(dir, 'slow.txt'), 'Some text.');
    try {
      const failure = await sut
        .run({ task: 'document', format: 'txt', path: join(dir, 'slow.txt'), limits })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnreadableFile);
      expect(failure).toMatchObject({ reason: 'it took too long to read', permanent: false });
    } finally {
      await sut.onApplicationShutdown();
    }
  });

  it('stops a file that needs more memory than a worker process may use, and keeps working', async () => {
    const sut = sandbox({ EXTRACT_MEMORY_MB: 64 });
    writeFileSync(join(dir, 'huge.txt'), 'word '.repeat(30_000_000));
    writeFileSync(join(dir, 'small.txt'), 'Small\n\nStill readable.');
    try {
      await expect(
        sut.run({ task: 'document', format: 'txt', path: join(dir, 'huge.txt'), limits }),
      ).rejects.toMatchObject({ reason: 'it needs too much memory to read', permanent: true });
      await expect(
        sut.run({ task: 'document', format: 'txt', path: join(dir, 'small.txt'), limits }),
      ).resolves.toMatchObject({ title: 'Small' });
    } finally {
      await sut.onApplicationShutdown();
    }
  });
});
