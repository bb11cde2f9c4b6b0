import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import type { ExtractedSource } from '../extract';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import { bulletSlides } from '../../deck-rules/slide-parts';
import { contentsEntries } from '../../text/leaders';
import { isMatterHeading } from './document-matter';
import { where } from './text-summary';

/** Fewer entries than this are no table of contents worth a slide. */
const MIN_ENTRIES = 3;

/**
 * The slides of a document that is only its table of contents (a contents page on its own):
 * front matter to a full document, but here all there is to show. Its entries become a list,
 * titled by the contents' heading, as deep as fits in a part's slides (chapters first, then
 * their sections); entries naming matter ("Contents", "Bibliography") are left out.
 */
export function contentsSlides(
  name: string,
  source: ExtractedSource,
  skipped: ReadonlySet<number>,
): PlannedSlide[] {
  for (const [index, section] of source.sections.entries()) {
    if (!skipped.has(index)) continue;
    const entries = section.blocks
      .flatMap((block) => contentsEntries(block.text))
      .filter((entry) => !isMatterHeading(entry.text));
    if (entries.length < MIN_ENTRIES) continue;
    const most = PLAN_LIMITS.partsPerSection * PLAN_LIMITS.bulletsPerSlide;
    const deepest = Math.max(...entries.map((entry) => entry.level));
    let depth = 0;
    while (depth < deepest && entries.filter((e) => e.level <= depth + 1).length <= most) depth++;
    const bullets: PlannedBullet[] = entries
      .filter((entry) => entry.level <= depth)
      .map((entry) => ({ text: entry.text, level: Math.min(entry.level, 2) }))
      .slice(0, most);
    const title = section.heading ?? source.title ?? name;
    const notes = `${entries.map((entry) => entry.text).join('\n')}\n\nSource: ${where(name, section.location)}`;
    return bulletSlides(title, bullets, notes);
  }
  return [];
}
