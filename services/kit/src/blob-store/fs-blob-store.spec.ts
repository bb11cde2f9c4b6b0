import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { behavesLikeABlobStore } from '../../test/support/blob-store-contract';
import { FsBlobStore } from './fs-blob-store';

describe(FsBlobStore.name, () => {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  behavesLikeABlobStore(() => {
    const root = mkdtempSync(join(tmpdir(), 'blobs-'));
    return { store: new FsBlobStore(root), leftovers: async () => filesUnder(root) };
  });
});
