import type { ExtractedSource, SourceSection } from '../extraction/extracted-source';
import type { DeckPlan, PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { SentenceRanker } from './key-sentences';
import { mediaSlides } from './media-slides';
import { placePictures } from './picture-placement';
import { PLAN_LIMITS, PlanContext } from './plan-context';
import { bulletSlides, numberParts } from './slide-parts';
import { sectionSummary, textKindSlide } from './text-kinds';
import { VisualSlides } from './visual-slides';
import { bulletText, sameText, shorten, titleFromFileName, where } from './text-summary';

export interface PlanningSource {
  /** The file's name, as the user knows it. */
  name: string;
  source: ExtractedSource;
}

/** Slides for one text document (the offline planner's, or an LLM's outline of it). */
export type DocumentPlanner = (
  name: string,
  source: ExtractedSource,
  context: PlanContext,
) => PlannedSlide[];

/**
 * The offline planner (docs/architecture.md, "Generation"): the outline follows the sources' own
 * structure — headings, pages, slides, transcript segments — with each paragraph reduced to
 * its key sentence. A title slide, an agenda when there are three or more sections, picture
 * slides, media slides and a closing summary; speaker notes keep the source passage and where
 * it came from.
 */
export function planDeck(
  title: string,
  sources: PlanningSource[],
  today = new Date(),
  planDocument: DocumentPlanner = documentSlides,
): DeckPlan {
  const context = new PlanContext(
    new SentenceRanker(
      sources.flatMap(({ source }) =>
        source.sections.flatMap((section) => section.blocks.map((block) => block.text)),
      ),
    ),
  );
  let body: PlannedSlide[] = [];
  for (const { name, source } of sources) {
    if (source.kind === 'image') continue;
    else if (source.media) body.push(...mediaSlides(name, source, context));
    else body.push(...planDocument(name, source, context));
  }
  body = placePictures(
    body,
    sources.filter(({ source }) => source.kind === 'image'),
  );
  const sections = body.filter((slide) => slide.kind === 'section').map((slide) => slide.title);
  const slides: PlannedSlide[] = [titleSlide(title, sources, today)];
  if (sections.length >= 3)
    slides.push(
      ...bulletSlides(
        'Agenda',
        sections.slice(0, PLAN_LIMITS.agendaItems).map((text) => ({ text, level: 0 })),
        `What this presentation covers, in ${sections.length} parts: ${sections.join('; ')}.`,
      ),
    );
  slides.push(...body);
  const summary = summarySlide(body, context);
  if (summary) slides.push(summary);
  const kept = slides.slice(0, PLAN_LIMITS.slides - 1);
  kept.push(closingSlide(title, sources));
  return { title, slides: numberParts(kept) };
}

function closingSlide(title: string, sources: PlanningSource[]): PlannedSlide {
  return {
    kind: 'closing',
    title: 'Thank you',
    subtitle: shorten(title, PLAN_LIMITS.wordsPerTitle),
    notes: `Questions and discussion. Sources: ${sources.map((source) => source.name).join(', ')}.`,
  };
}

function titleSlide(title: string, sources: PlanningSource[], today: Date): PlannedSlide {
  const names = sources.map((source) => source.name);
  const based =
    names.length <= 2
      ? names.join(' and ')
      : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  const date = today.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // The sources' own title when there is one source with a title of its own, else their names.
  const own = sources.length === 1 ? sources[0].source.title : undefined;
  const from = own && sameText(own) !== sameText(title) ? own : based;
  return {
    kind: 'title',
    title: shorten(title, PLAN_LIMITS.wordsPerTitle * 2),
    subtitle: `${shorten(from, PLAN_LIMITS.wordsPerTitle)} · ${date}`,
    notes: `Created on ${date} from ${based}.`,
  };
}

export function documentSlides(
  name: string,
  source: ExtractedSource,
  context: PlanContext,
): PlannedSlide[] {
  const slides: PlannedSlide[] = [];
  const fallbackTitle = source.title ?? titleFromFileName(name);
  const topLevel = Math.min(...source.sections.map((section) => section.level), 6);
  const dividers = source.sections.filter((s) => s.heading && s.level === topLevel).length >= 2;
  const visuals = new VisualSlides(name, source, context);
  for (const [index, section] of source.sections.entries()) {
    const title = shorten(section.heading ?? fallbackTitle, PLAN_LIMITS.wordsPerTitle);
    const divider = !!section.heading && dividers && section.level === topLevel;
    if (divider) {
      // A one-line summary of the part: its own first sentence, or its first subsection's.
      const summary = sectionSummary(section) ?? sectionSummary(source.sections[index + 1]);
      slides.push({
        kind: 'section',
        title,
        ...(summary ? { subtitle: summary } : {}),
        notes: `${section.heading} — ${where(name, section.location ?? section.blocks[0]?.location)}`,
      });
    }
    if (section.blocks.some((block) => block.type !== 'caption')) {
      const bullets = bulletsOf(section, context);
      const notes = notesOf(name, section);
      const special = bullets.length ? textKindSlide(title, section, bullets, notes) : undefined;
      // A divider whose summary is the section's one sentence already says it all.
      if (divider && special?.kind === 'statement') {
        const opened = slides[slides.length - 1];
        if (opened.kind === 'section')
          slides[slides.length - 1] = { ...opened, subtitle: special.text, notes };
      } else slides.push(...(special ? [special] : bulletSlides(title, bullets, notes)));
    }
    slides.push(...visuals.after(index));
  }
  slides.push(...visuals.rest());
  return slides;
}

/**
 * A section's points: its own bullets as they are, each paragraph reduced to its key sentence;
 * in a long section only the best-ranked paragraphs; nothing the deck already said.
 */
function bulletsOf(section: SourceSection, context: PlanContext): PlannedBullet[] {
  const { ranker } = context;
  const candidates = section.blocks
    .filter((block) => block.type !== 'caption')
    .map((block, index) => {
      const sentence = block.type === 'bullet' ? block.text : ranker.keySentence(block.text);
      return { block, index, sentence, score: ranker.score(sentence) };
    });
  const kept =
    candidates.length <= PLAN_LIMITS.paragraphsPerSection
      ? candidates
      : [...candidates]
          .sort((a, b) => b.score - a.score)
          .slice(0, PLAN_LIMITS.paragraphsPerSection)
          .sort((a, b) => a.index - b.index);
  const bullets: PlannedBullet[] = [];
  for (const { block, sentence } of kept) {
    const text = bulletText(sentence, PLAN_LIMITS.wordsPerBullet);
    if (!context.isNew(text)) continue;
    bullets.push({ text, level: block.type === 'bullet' ? Math.min(block.level, 2) : 0 });
  }
  return bullets;
}

function notesOf(name: string, section: SourceSection): string {
  const passage = section.blocks.map((block) => block.text).join('\n');
  const excerpt =
    passage.length > PLAN_LIMITS.notesCharacters
      ? `${passage.slice(0, PLAN_LIMITS.notesCharacters).replace(/\s+\S*$/, '')}…`
      : passage;
  return `${excerpt}\n\nSource: ${where(name, section.location ?? section.blocks[0]?.location)}`;
}

/**
 * The best-ranked top-level point of each list (one per list, in the deck's order), when there
 * are enough of them to summarise.
 */
function summarySlide(body: PlannedSlide[], context: PlanContext): PlannedSlide | undefined {
  const points: Array<{ text: string; score: number; order: number; from: string }> = [];
  for (const slide of body) {
    if (slide.kind !== 'bullets') continue;
    const from = slide.partOf ?? slide.title;
    const best = slide.bullets
      .filter((bullet) => bullet.level === 0)
      .map((bullet) => ({ text: bullet.text, score: context.ranker.score(bullet.text) }))
      .sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    const previous = points.find((point) => point.from === from);
    if (previous && previous.score >= best.score) continue;
    if (previous) points.splice(points.indexOf(previous), 1);
    points.push({ ...best, order: body.indexOf(slide), from });
  }
  if (points.length < 3) return undefined;
  const chosen = [...points]
    .sort((a, b) => b.score - a.score)
    .slice(0, PLAN_LIMITS.summaryItems)
    .sort((a, b) => a.order - b.order);
  return {
    kind: 'bullets',
    title: 'Summary',
    bullets: chosen.map(({ text }) => ({ text, level: 0 })),
    notes: `The key points, one from each part: ${chosen.map((point) => point.from).join('; ')}.`,
  };
}
