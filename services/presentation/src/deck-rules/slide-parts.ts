import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { PLAN_LIMITS } from './plan-limits';

/** Parts of a list holding this many bullets or fewer on average are crumbs. */
const CRUMB_BULLETS = 2;

/**
 * Whether a list of `bullets` split into `parts` is cut into crumbs: a bullet or two a slide
 * where the list was longer reads as a stutter (the renderer avoids it, the checker reports it).
 */
export const isCrumbs = (bullets: number, parts: number) =>
  parts > 1 && bullets > CRUMB_BULLETS && bullets <= CRUMB_BULLETS * parts;

/**
 * `bullets` in `count` consecutive parts of about equal length, never separating a bullet from
 * the sub-bullets under it (a part never opens with a sub-bullet).
 */
export function evenBulletParts(bullets: PlannedBullet[], count: number): PlannedBullet[][] {
  const parts: PlannedBullet[][] = [];
  let left = bullets.length;
  for (const group of bulletGroups(bullets)) {
    const current = parts[parts.length - 1];
    const target = Math.ceil(left / (count - parts.length + 1));
    if (!current || (current.length >= target && parts.length < count)) {
      left -= current?.length ?? 0;
      parts.push([...group]);
    } else current.push(...group);
  }
  return parts;
}

/**
 * Consecutive parts as full as `fits` allows, a bullet and its sub-bullets always together; as
 * many parts more evenly filled (4 + 3 rather than 6 + 1) when each still fits.
 */
export function filledParts(
  bullets: PlannedBullet[],
  fits: (part: PlannedBullet[]) => boolean,
): PlannedBullet[][] {
  const pages: PlannedBullet[][] = [];
  let page: PlannedBullet[] = [];
  for (const group of bulletGroups(bullets)) {
    if (page.length > 0 && !fits([...page, ...group])) {
      pages.push(page);
      page = [];
    }
    page.push(...group);
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  const even = evenBulletParts(bullets, pages.length);
  return even.every(fits) ? even : pages;
}

/** Each top-level bullet with the sub-bullets under it. */
function bulletGroups(bullets: PlannedBullet[]): PlannedBullet[][] {
  const groups: PlannedBullet[][] = [];
  for (const bullet of bullets) {
    if (bullet.level === 0 || groups.length === 0) groups.push([bullet]);
    else groups[groups.length - 1].push(bullet);
  }
  return groups;
}

/**
 * Long lists become numbered parts of at most `bulletsPerSlide` bullets, evenly filled
 * (numberParts titles them).
 */
export function bulletSlides(
  title: string,
  bullets: PlannedBullet[],
  notes: string,
): PlannedSlide[] {
  const count = Math.ceil(bullets.length / PLAN_LIMITS.bulletsPerSlide);
  return evenBulletParts(bullets, count).map((part) => ({
    kind: 'bullets',
    title,
    partOf: title,
    bullets: part,
    notes,
  }));
}
