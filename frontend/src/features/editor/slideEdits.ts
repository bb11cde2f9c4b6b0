import {
  DECK_PLAN_LIMITS,
  type PlannedBullet,
  type PlannedSlide,
  type SlideOfKind,
} from '@deckforge/proto';

/**
 * Pure changes to one planned slide, as the editor makes them: bullets (add, delete, move,
 * indent), the kinds a slide's content can switch between, and new slides. Every change keeps a
 * slide the shared schema can check; the limits themselves are the schema's (proto).
 */

/** Where a list of bullets is on a slide: its own list, or one of two columns. */
export type ListRef = 'bullets' | 'left' | 'right';

export type BulletOp =
  | { op: 'text'; index: number; text: string }
  | { op: 'add'; after: number }
  | { op: 'delete'; index: number }
  | { op: 'move'; index: number; by: -1 | 1 }
  | { op: 'indent'; index: number; by: -1 | 1 };

const MAX_LEVEL = DECK_PLAN_LIMITS.bulletLevels - 1;

function bulletsOf(slide: PlannedSlide, list: ListRef): PlannedBullet[] | undefined {
  if (list === 'bullets')
    return 'bullets' in slide && Array.isArray(slide.bullets) ? slide.bullets : undefined;
  return slide.kind === 'two-columns' ? slide[list].bullets : undefined;
}

function withBullets(slide: PlannedSlide, list: ListRef, bullets: PlannedBullet[]): PlannedSlide {
  if (list === 'bullets') return { ...slide, bullets } as PlannedSlide;
  if (slide.kind !== 'two-columns') return slide;
  return { ...slide, [list]: { ...slide[list], bullets } };
}

/** The list after one bullet operation; unchanged when the operation does not apply. */
export function editBullets(bullets: PlannedBullet[], change: BulletOp): PlannedBullet[] {
  const next = [...bullets];
  switch (change.op) {
    case 'text':
      next[change.index] = { ...next[change.index], text: change.text };
      return next;
    case 'add': {
      const level = next[change.after]?.level ?? 0;
      next.splice(change.after + 1, 0, { text: '', level });
      return next;
    }
    case 'delete':
      next.splice(change.index, 1);
      return next;
    case 'move': {
      const target = change.index + change.by;
      if (target < 0 || target >= next.length) return bullets;
      [next[change.index], next[target]] = [next[target], next[change.index]];
      return next;
    }
    case 'indent': {
      const bullet = next[change.index];
      // A bullet sits at most one level below the one before it; the first stays on top.
      const ceiling =
        change.index === 0 ? 0 : Math.min(MAX_LEVEL, next[change.index - 1].level + 1);
      const level = Math.max(0, Math.min(ceiling, bullet.level + change.by));
      if (level === bullet.level) return bullets;
      next[change.index] = { ...bullet, level };
      return next;
    }
  }
}

export function editSlideBullets(slide: PlannedSlide, list: ListRef, change: BulletOp) {
  const bullets = bulletsOf(slide, list);
  return bullets ? withBullets(slide, list, editBullets(bullets, change)) : slide;
}

/** The kinds the editor converts between. */
export const TEXT_KINDS = ['bullets', 'two-columns', 'statement'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
export const isTextKind = (kind: string): kind is TextKind =>
  (TEXT_KINDS as readonly string[]).includes(kind);

/** Every bullet of a slide of one of the text kinds, as one list. */
function allBullets(slide: SlideOfKind<TextKind>): PlannedBullet[] {
  if (slide.kind === 'bullets') return slide.bullets;
  if (slide.kind === 'statement') return [{ text: slide.text, level: 0 }];
  return [slide.left, slide.right].flatMap((column) =>
    column.heading
      ? [
          { text: column.heading, level: 0 },
          ...column.bullets.map((bullet) => ({
            ...bullet,
            level: Math.min(MAX_LEVEL, bullet.level + 1),
          })),
        ]
      : column.bullets,
  );
}

/** `slide` as `kind`, or why its content does not allow it. */
export function convertSlide(
  slide: PlannedSlide,
  kind: TextKind,
): { slide: PlannedSlide } | { reason: string } {
  if (!isTextKind(slide.kind)) return { reason: 'Only text slides change their layout' };
  const source = slide as SlideOfKind<TextKind>;
  const { title, notes } = source;
  const base = { title, ...(notes ? { notes } : {}) };
  if (kind === source.kind) return { slide };
  const bullets = allBullets(source);
  if (kind === 'statement') {
    const text = bullets.map((bullet) => bullet.text.trim()).join(' ');
    if (text.length > DECK_PLAN_LIMITS.textCharacters)
      return {
        reason: `A statement holds at most ${DECK_PLAN_LIMITS.textCharacters} characters; this text has ${text.length}`,
      };
    return { slide: { ...base, kind, text } };
  }
  if (bullets.length > DECK_PLAN_LIMITS.bulletsPerSlide)
    return {
      reason: `A slide holds at most ${DECK_PLAN_LIMITS.bulletsPerSlide} bullets; this one has ${bullets.length}`,
    };
  if (kind === 'bullets') return { slide: { ...base, kind, bullets } };
  // Two columns: the top-level points (each with the ones under it) shared out evenly.
  const groups: PlannedBullet[][] = [];
  for (const bullet of bullets)
    if (bullet.level === 0 || groups.length === 0) groups.push([{ ...bullet, level: 0 }]);
    else groups[groups.length - 1].push(bullet);
  if (groups.length < 2)
    return { reason: 'Two columns need at least two top-level points, one for each side' };
  const half = Math.ceil(groups.length / 2);
  return {
    slide: {
      ...base,
      kind,
      left: { bullets: groups.slice(0, half).flat() },
      right: { bullets: groups.slice(half).flat() },
    },
  };
}

/** The kinds a new slide can be. */
export const NEW_SLIDE_KINDS = ['bullets', 'statement', 'section'] as const;
export type NewSlideKind = (typeof NEW_SLIDE_KINDS)[number];

export function newSlide(kind: NewSlideKind): PlannedSlide {
  switch (kind) {
    case 'bullets':
      return { kind, title: 'New slide', bullets: [{ text: 'First point', level: 0 }] };
    case 'statement':
      return { kind, title: 'New statement', text: 'What the audience should remember' };
    case 'section':
      return { kind, title: 'New section' };
  }
}

/**
 * A slide with one text field set. A part of a split list ("Results (2/3)") given a title of
 * its own stops being a part, so the renderer keeps the title as typed.
 */
export function setSlideField(slide: PlannedSlide, field: string, value: string): PlannedSlide {
  if (field === 'title' && slide.partOf !== undefined) {
    const { partOf: _partOf, ...own } = slide;
    return { ...own, title: value } as PlannedSlide;
  }
  return { ...slide, [field]: value } as PlannedSlide;
}
