import type { DeckPlan } from './deck-plan';

/**
 * The stored things a plan shows — pictures, media files and their posters — found wherever a
 * slide kind keeps them: every object with a `blobKey` is one. Servers use this to copy,
 * reference and delete them; the browser never sees the keys (docs/decisions.md, "Editing
 * decks").
 */
export interface PlanAsset {
  blobKey: string;
  posterBlobKey?: string;
  [field: string]: unknown;
}

const isAsset = (value: unknown): value is PlanAsset =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { blobKey?: unknown }).blobKey === 'string';

function mapValue(value: unknown, replace: (asset: PlanAsset) => unknown): unknown {
  if (isAsset(value)) return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapValue(item, replace));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapValue(item, replace)]),
    );
  return value;
}

/** A copy of the plan with each asset replaced by `replace(asset)`. */
export const mapPlanAssets = (plan: DeckPlan, replace: (asset: PlanAsset) => PlanAsset) =>
  mapValue(plan, replace) as DeckPlan;

/** Every asset of the plan, in order of appearance. */
export function planAssets(plan: DeckPlan): PlanAsset[] {
  const found: PlanAsset[] = [];
  mapValue(plan, (asset) => found.push(asset));
  return found;
}

/** Every blob key the plan refers to (assets and posters), once each. */
export const planBlobKeys = (plan: DeckPlan): string[] => [
  ...new Set(
    planAssets(plan).flatMap((asset) =>
      asset.posterBlobKey ? [asset.blobKey, asset.posterBlobKey] : [asset.blobKey],
    ),
  ),
];
