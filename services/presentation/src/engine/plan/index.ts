export { planDeck } from './plan-deck';
export type { PlanningSource } from './plan-deck';
export { OutlinePlanner } from './outline-planner.service';
export { isJunk } from './section-points';
export { sameText } from './same-text';
