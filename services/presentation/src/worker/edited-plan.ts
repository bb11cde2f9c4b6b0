import type { DeckPlan, PlannedSlide } from '@deckforge/proto';

/**
 * An edited plan made ready to render exactly as a generated one (docs/decisions.md, "Editing
 * decks"): the sizes text fitting chose last time are dropped, so fitting measures the edited
 * text afresh (and may shrink or split it again). The numbered parts of a split list stay parts
 * of one list — renumbered after a part was moved or deleted — unless the person gave a part a
 * title of its own.
 */
export function planToRender(plan: DeckPlan): DeckPlan {
  return { ...plan, slides: plan.slides.map(slideToRender) };
}

function slideToRender(slide: PlannedSlide): PlannedSlide {
  const { fit: _fit, ...unfitted } = slide;
  if (unfitted.partOf === undefined || isPartTitle(unfitted.title, unfitted.partOf))
    return unfitted as PlannedSlide;
  const { partOf: _partOf, ...own } = unfitted;
  return own as PlannedSlide;
}

/** "Results" or "Results (2/3)" for the parts of "Results". */
function isPartTitle(title: string, partOf: string): boolean {
  if (title === partOf) return true;
  return title.startsWith(`${partOf} (`) && /^\(\d+\/\d+\)$/.test(title.slice(partOf.length + 1));
}
