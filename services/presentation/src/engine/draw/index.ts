export type { AssetPaths } from './content-deck';
export { buildContentDeck } from './content-deck';
export { withoutBullets } from './key-text';
export { levelMargins } from './level-margins';
export { sampleColours } from './sample-colours';
