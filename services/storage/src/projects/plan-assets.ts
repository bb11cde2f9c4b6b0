import { createHash } from 'node:crypto';
import { AppError } from '@deckforge/kit';
import {
  type DeckPlan,
  EditingMessages,
  mapPlanAssets,
  type PlanAsset,
  planAssets,
} from '@deckforge/proto';

/**
 * Pictures and media in a plan, as the browser sees them (docs/decisions.md, "Editing decks"):
 * every asset leaves storage with its keys replaced by references (`asset:<hash>`) and comes
 * back through `unmaskAssets`, which puts the project's own asset in its place. The browser
 * never learns where bytes are, and a plan that names anything the project does not already
 * have is refused — edits add no material.
 */

const REFERENCE = /^asset:[0-9a-f]{20}$/;

const assetReference = (blobKey: string) =>
  `asset:${createHash('sha256').update(blobKey).digest('hex').slice(0, 20)}`;

/** Every asset of these plans by its reference (the first occurrence wins). */
export function assetsOf(plans: DeckPlan[]): Map<string, PlanAsset> {
  const assets = new Map<string, PlanAsset>();
  for (const asset of plans.flatMap(planAssets)) {
    const reference = assetReference(asset.blobKey);
    if (!assets.has(reference)) assets.set(reference, asset);
  }
  return assets;
}

export const maskAssets = (plan: DeckPlan): DeckPlan =>
  mapPlanAssets(plan, (asset) => ({
    ...asset,
    blobKey: assetReference(asset.blobKey),
    ...(asset.posterBlobKey ? { posterBlobKey: assetReference(asset.posterBlobKey) } : {}),
  }));

/** The plan with the project's own assets back in place; VALIDATION if it names any other. */
export const unmaskAssets = (plan: DeckPlan, known: Map<string, PlanAsset>): DeckPlan =>
  mapPlanAssets(plan, (asset) => {
    const original = REFERENCE.test(asset.blobKey) ? known.get(asset.blobKey) : undefined;
    if (!original) throw AppError.validation(EditingMessages.noNewSources);
    return original;
  });
