import type { DeckPlan, PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { documentSlides, planDeck, type PlanningSource } from '../plan-deck';
import { PLAN_LIMITS } from '../../../deck-rules/plan-limits';
import { bulletSlides } from '../../../deck-rules/slide-parts';
import type { PlanContext } from '../plan-context';
import { titleText } from '../condense';
import { isJunk } from '../section-points';
import { textKindSlide } from '../text-kinds';
import { bulletText, shorten } from '../text-summary';
import { VisualSlides } from '../visual-slides';
import type { ChatCompletionsClient } from './chat-completions.client';
import { isDocument, type LlmOutline } from './llm-outline';
import { llmOutline, type LlmPlanOptions } from './llm-map-reduce';

/**
 * Plans the text documents' outline with an LLM (OpenAI-compatible chat completions); title,
 * agenda, picture, media and summary slides, limits, dedupe and notes stay the offline
 * planner's. A document the model left out is planned offline; anything wrong with the
 * answer throws, and the caller falls back to the offline planner.
 */
export async function planDeckWithLlm(
  client: ChatCompletionsClient,
  title: string,
  sources: PlanningSource[],
  today = new Date(),
  options: LlmPlanOptions = { contextTokens: 16_000, retries: 0, deadline: Date.now() + 120_000 },
): Promise<DeckPlan> {
  if (!sources.some(({ source }) => isDocument(source))) return planDeck(title, sources, today);
  const outline = await llmOutline(client, title, sources, options);
  const byFile = new Map(outline.documents.map((document) => [document.file, document]));
  return planDeck(title, sources, today, (name, source, context) => {
    const document = byFile.get(name);
    return document
      ? outlineSlides(name, document, context, new VisualSlides(name, source, context))
      : documentSlides(name, source, context);
  });
}

function outlineSlides(
  name: string,
  document: LlmOutline['documents'][number],
  context: PlanContext,
  visuals: VisualSlides,
): PlannedSlide[] {
  const slides: PlannedSlide[] = [];
  const { tools } = context;
  for (const section of document.sections) {
    const title = titleText(section.title, PLAN_LIMITS.wordsPerTitle, tools);
    const source = `Source: ${name}${section.location ? `, ${section.location}` : ''}`;
    const bullets = section.bullets
      .map((text) => ({ text: bulletText(text, PLAN_LIMITS.wordsPerBullet, tools), level: 0 }))
      .filter((bullet) => !isJunk(bullet.text, tools) && context.isNew(bullet.text));
    if (bullets.length === 0) continue;
    const notes = section.notes.trim() ? `${section.notes.trim()}\n\n${source}` : source;
    slides.push(...laidOut(section, title, bullets, notes));
    for (const reference of section.show ?? []) slides.push(...visuals.named(reference));
  }
  return slides;
}

/** The section in the layout the model asked for, when its answer has what that layout needs. */
function laidOut(
  section: LlmOutline['documents'][number]['sections'][number],
  title: string,
  bullets: PlannedBullet[],
  notes: string,
): PlannedSlide[] {
  const first = bullets[0].text;
  if (section.layout === 'statement' && bullets.length === 1)
    return [{ kind: 'statement', title, text: first, notes }];
  if (section.layout === 'big-number' && section.value?.trim())
    return [{ kind: 'big-number', title, value: section.value.trim(), label: first, notes }];
  if (section.layout === 'two-columns' && section.columns)
    return [
      {
        kind: 'two-columns',
        title,
        left: column(section.columns[0]),
        right: column(section.columns[1]),
        notes,
      },
    ];
  // One point alone is a statement, as the offline planner makes it.
  if (bullets.length === 1)
    return [textKindSlide(title, bullets, notes) ?? bulletSlides(title, bullets, notes)[0]];
  return bulletSlides(title, bullets, notes);
}

const column = (list: { heading: string; bullets: string[] }) => ({
  ...(list.heading.trim() ? { heading: shorten(list.heading, PLAN_LIMITS.wordsPerTitle) } : {}),
  bullets: list.bullets
    .slice(0, PLAN_LIMITS.bulletsPerSlide)
    .map((text) => ({ text: bulletText(text, PLAN_LIMITS.wordsPerBullet), level: 0 })),
});
