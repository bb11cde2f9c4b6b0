import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LibreOfficeRenderer,
  RenderAbortedError,
  RendererUnavailableError,
} from './libreoffice-renderer';

/** Stand-ins for soffice: a tool that never finishes, and one that fails. */
describe(LibreOfficeRenderer.name, () => {
  let dir: string;
  let hanging: string;
  let failing: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    hanging = join(dir, 'hanging-soffice');
    writeFileSync(hanging, '#!/bin/sh\nsleep 60 &\nwait\n');
    failing = join(dir, 'failing-soffice');
    writeFileSync(failing, '#!/bin/sh\necho "cannot open the deck" >&2\nexit 3\n');
    chmodSync(hanging, 0o755);
    chmodSync(failing, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const renderer = (
    sofficePath: string,
    extra: { timeoutMs?: number; signal?: AbortSignal } = {},
  ) =>
    new LibreOfficeRenderer({ sofficePath, pdftoppmPath: 'pdftoppm', timeoutMs: 60_000, ...extra });

  it('kills a conversion that takes longer than its timeout, children included', async () => {
    await expect(
      renderer(hanging, { timeoutMs: 300 }).toPdf(join(dir, 'deck.pptx'), dir),
    ).rejects.toThrow('hanging-soffice took longer than 300 ms');
  });

  it('stops a conversion when the service shuts down', async () => {
    const shutdown = new AbortController();
    const converting = renderer(hanging, { signal: shutdown.signal }).toPdf(
      join(dir, 'd.pptx'),
      dir,
    );
    setTimeout(() => shutdown.abort(), 100);
    await expect(converting).rejects.toBeInstanceOf(RenderAbortedError);
    await expect(
      renderer(hanging, { signal: shutdown.signal }).toPdf(join(dir, 'd.pptx'), dir),
    ).rejects.toBeInstanceOf(RenderAbortedError);
  });

  it('reports what the tool said when it fails, and a missing tool as unavailable', async () => {
    await expect(renderer(failing).toPdf(join(dir, 'deck.pptx'), dir)).rejects.toThrow(
      'failing-soffice failed (3): cannot open the deck',
    );
    await expect(
      renderer(join(dir, 'no-such-soffice')).toPdf(join(dir, 'deck.pptx'), dir),
    ).rejects.toBeInstanceOf(RendererUnavailableError);
  });
});
