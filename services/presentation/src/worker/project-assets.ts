import type { BlobStore } from '@deckforge/kit';
import { type DeckPlan, mapPlanAssets, planBlobKeys, type projectBlobKeys } from '@deckforge/proto';

type ProjectKeys = ReturnType<typeof projectBlobKeys>;
/** Consecutive absent copies after which a cleanup stops looking for more. */
const MISSING_BEFORE_STOP = 5;

/**
 * The plan with every picture, media file and poster copied under the rendering's own keys
 * (docs/decisions.md, "Editing decks"): a project keeps what it shows even after the media
 * library's file or the extraction cache's conversion is deleted, so it can always be rendered
 * again. Keys already under the project's prefix stay as they are.
 */
export async function ownAssets(
  blobs: BlobStore,
  plan: DeckPlan,
  keys: ProjectKeys,
): Promise<DeckPlan> {
  const prefix = keys.asset(0).replace(/asset-0$/, '');
  const copies = new Map<string, string>();
  let index = 0;
  for (const key of planBlobKeys(plan)) {
    if (key.startsWith(prefix)) {
      copies.set(key, key);
      continue;
    }
    const copy = keys.asset(index++);
    await blobs.write(copy, await blobs.read(key));
    copies.set(key, copy);
  }
  return mapPlanAssets(plan, (asset) => ({
    ...asset,
    blobKey: copies.get(asset.blobKey)!,
    ...(asset.posterBlobKey ? { posterBlobKey: copies.get(asset.posterBlobKey)! } : {}),
  }));
}

/** Removes a rendering's asset copies (it failed for good before a project took them). */
export async function deleteAssetCopies(blobs: BlobStore, keys: ProjectKeys): Promise<void> {
  for (let index = 0, missing = 0; missing < MISSING_BEFORE_STOP; index++) {
    const key = keys.asset(index);
    if (await blobs.exists(key)) {
      missing = 0;
      await blobs.delete(key);
    } else missing++;
  }
}
