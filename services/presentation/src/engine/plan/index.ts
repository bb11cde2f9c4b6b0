export { planDeck } from './plan-deck';
export type { PlanningSource } from './plan-deck';
export { OutlinePlanner } from './outline-planner.service';
export { AGENDA_TITLES } from './deck-words';
export { PLAN_LIMITS } from './plan-context';
export { isJunk } from './section-points';
export { sameText } from './same-text';
export { isCrumbs, bulletGroups, evenBulletParts, filledParts } from './slide-parts';
