import type { ExtractedSource } from '../extract';
import { sourceText } from '../../text/source-text';
import { type DeckPlan, numberParts, type PlannedSlide } from '@deckforge/proto';
import { documentSlides } from './document-slides';
import { SentenceRanker } from './key-sentences';
import { detectLanguage, languageTools, type LanguageTools } from '../../text/language/language';
import { mediaSlides, transcriptSections } from './media-slides';
import { placePictures } from './picture-placement';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import { PlanContext } from './plan-context';
import { sameText } from './same-text';
import { ownTitle } from './source-title';
import { shorten } from './text-summary';

export { documentSlides } from './document-slides';

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

/** Bullets a content slide holds on average (between the minimum 3 and the maximum 6). */
const BULLETS_PER_SLIDE = 4.5;

/**
 * The offline planner: the outline follows the sources' own structure — headings, pages,
 * slides, transcript segments, or topics where there are no headings — with each part's best
 * points (docs/decisions.md, "Content a presenter would keep"). A title slide, an agenda of the
 * real parts, picture and media slides, key takeaways that add something and a closing slide
 * whose notes credit the sources. The deck is in the sources' language and direction.
 */
export function planDeck(
  title: string,
  sources: PlanningSource[],
  today = new Date(),
  planDocument: DocumentPlanner = documentSlides,
): DeckPlan {
  const texts = sources.map(({ source }) => sourceText(source));
  const language =
    sources.map(({ source }) => source.language).find(Boolean) ?? detectLanguage(texts.join('\n'));
  const tools = languageTools(language.split('-')[0]);
  const context = new PlanContext(
    new SentenceRanker(
      sources.flatMap(({ source }) =>
        [...source.sections, ...transcriptSections(source)].flatMap((section) =>
          section.blocks.map((block) => block.text),
        ),
      ),
      tools,
    ),
  );
  // Deck length follows the source: one content slide per about 200 words, at most 40.
  const words = texts.reduce((sum, text) => sum + tools.wordCount(text), 0);
  const slides = Math.min(PLAN_LIMITS.contentSlides, words / PLAN_LIMITS.wordsPerContentSlide);
  // A short document keeps nearly every sentence: three sentences are three bullets.
  context.bulletsPerWord = words
    ? Math.max((Math.max(1, slides) * BULLETS_PER_SLIDE) / words, words < 1000 ? 1 / 20 : 0)
    : 0;
  context.shortSource = words < 1000;
  let body: PlannedSlide[] = [];
  for (const { name, source } of sources) {
    if (source.kind === 'image') continue;
    else if (source.media) body.push(...mediaSlides(name, source, context, planDocument));
    else body.push(...planDocument(name, source, context));
    context.started = true;
  }
  body = placePictures(
    body,
    sources.filter(({ source }) => source.kind === 'image'),
  );
  const deck: PlannedSlide[] = [
    titleSlide(title, sources, today, context.tools),
    ...context.opening,
  ];
  const agenda = agendaItems(body, context);
  // One slide: the renderer sets a long agenda in two columns, or smaller, before it splits it
  // (render/agenda-fit.ts).
  if (agenda.length >= 3)
    deck.push({
      kind: 'bullets',
      title: context.words.agenda,
      bullets: agenda.slice(0, PLAN_LIMITS.agendaItems).map((text) => ({ text, level: 0 })),
      notes: `What this presentation covers, in ${agenda.length} parts: ${agenda.join('; ')}.`,
    });
  deck.push(...body);
  const summary = summarySlide(context);
  if (summary) deck.push(summary);
  const kept = deck.slice(0, PLAN_LIMITS.slides - 1);
  kept.push(closingSlide(title, sources, context));
  return {
    title,
    language,
    direction: tools.direction,
    slides: numberParts(kept),
  };
}

/** The parts' titles: the documents' top-level parts, else the dividers (media, pictures). */
function agendaItems(body: PlannedSlide[], context: PlanContext): string[] {
  if (context.parts.length >= 3) return context.parts;
  return body.filter((slide) => slide.kind === 'section').map((slide) => slide.title);
}

function closingSlide(
  title: string,
  sources: PlanningSource[],
  context: PlanContext,
): PlannedSlide {
  const credits = context.credits.filter(Boolean);
  return {
    kind: 'closing',
    title: context.words.closing,
    subtitle: shorten(title, PLAN_LIMITS.wordsPerTitle, context.tools),
    notes: [
      `Questions and discussion.`,
      `${context.words.sources}: ${sources.map((source) => source.name).join(', ')}.`,
      ...credits.map((credit) => `- ${credit}`),
    ]
      .join('\n')
      .slice(0, 4000),
  };
}

function titleSlide(
  title: string,
  sources: PlanningSource[],
  today: Date,
  tools: LanguageTools,
): PlannedSlide {
  const names = sources.map((source) => source.name);
  const based =
    names.length <= 2
      ? names.join(' and ')
      : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  // In the deck's language: an English date in Arabic text is reordered by the bidi algorithm
  // ("November 2026 21").
  const local = !tools.english && Intl.DateTimeFormat.supportedLocalesOf([tools.language]).length;
  const date = today.toLocaleDateString(local ? tools.language : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // The sources' own title when there is one source with a title of its own, else their names.
  const own =
    sources.length === 1
      ? ownTitle(sources[0].source, (blocks) =>
          blocks.reduce((sum, block) => sum + tools.wordCount(block.text), 0),
        )
      : undefined;
  const from = own && sameText(own) !== sameText(title) ? own : based;
  return {
    kind: 'title',
    title: shorten(title, PLAN_LIMITS.wordsPerTitle * 2),
    subtitle: `${shorten(from, PLAN_LIMITS.wordsPerTitle)} · ${date}`,
    notes: `Created on ${date} from ${based}.`,
  };
}

/**
 * Key takeaways: the best sentences of the abstract, introduction and conclusion that no slide
 * says yet (nor nearly says), in the order of their parts; none when fewer than three are left.
 */
function summarySlide(context: PlanContext): PlannedSlide | undefined {
  const chosen: Array<{ text: string; from: string; order: number }> = [];
  const ranked = context.takeaways
    .map((takeaway, order) => ({ ...takeaway, order }))
    .sort((a, b) => b.score - a.score);
  for (const takeaway of ranked) {
    if (chosen.length >= PLAN_LIMITS.summaryItems) break;
    if (context.isNew(takeaway.text)) chosen.push(takeaway);
  }
  if (chosen.length < 3) return undefined;
  chosen.sort((a, b) => a.order - b.order);
  return {
    kind: 'bullets',
    title: context.words.summary,
    bullets: chosen.map(({ text }) => ({ text, level: 0 })),
    notes: `The key points, from: ${[...new Set(chosen.map((point) => point.from))].join('; ')}.`,
  };
}
