import type { LayoutInfo } from '../template';

/**
 * What using the cover's layout again costs a divider, and a layout of the cover's master (see
 * onCoverMaster) a page of content: the owner put those on other masters.
 */
export const COVER_AGAIN = 3;

/** What a page of content pays on `layout` for sharing the cover's master. */
export const coverMasterCost = (layout: LayoutInfo) => (layout.onCoverMaster ? COVER_AGAIN : 0);
