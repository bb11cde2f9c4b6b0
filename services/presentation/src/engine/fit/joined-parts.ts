import { DECK_PLAN_LIMITS, type PlannedBullet, type PlannedSlide } from '@deckforge/proto';
import { isAgenda } from './agenda-fit';

type ListSlide = Extract<PlannedSlide, { kind: 'bullets' }>;

/**
 * Lists the planner cut one section into (consecutive slides under one title, about 160 words
 * each) become one list again when together they fit one slide (`fitsOneSlide`: the deck's size
 * or one step less): a list splits only where it does not fit (docs/architecture.md,
 * "Generation"). Parts kept apart in the editor carry `partOf` from their last fitting and are
 * left as they are, as are agendas (set in their own way).
 */
export function joinedParts(
  slides: PlannedSlide[],
  fitsOneSlide: (bullets: PlannedBullet[]) => boolean,
): PlannedSlide[] {
  const out: PlannedSlide[] = [];
  for (const slide of slides) {
    const last = out.at(-1);
    if (last && isFreshList(last) && isFreshList(slide) && last.title === slide.title) {
      const bullets = [...last.bullets, ...slide.bullets];
      if (fitsOneSlide(bullets)) {
        out[out.length - 1] = { ...last, bullets, ...joinedNotes(last.notes, slide.notes) };
        continue;
      }
    }
    out.push(slide);
  }
  return out;
}

const isFreshList = (slide: PlannedSlide): slide is ListSlide =>
  slide.kind === 'bullets' && slide.partOf === undefined && !isAgenda(slide);

/** Both parts' notes, within what a plan may carry. */
function joinedNotes(first?: string, second?: string): { notes?: string } {
  const notes = [first, second].filter(Boolean).join('\n\n');
  return notes ? { notes: notes.slice(0, DECK_PLAN_LIMITS.notesCharacters) } : {};
}
