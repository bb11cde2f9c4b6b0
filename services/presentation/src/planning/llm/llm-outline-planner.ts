import type { DeckPlan, PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { documentSlides, planDeck, type PlanningSource } from '../outline-planner';
import { PLAN_LIMITS, type PlanContext } from '../plan-context';
import { bulletSlides } from '../slide-parts';
import { bulletText, shorten } from '../text-summary';
import { VisualSlides } from '../visual-slides';
import { ChatCompletionError, type ChatCompletionsClient } from './chat-completions.client';
import { isDocument, type LlmOutline, llmOutlineSchema, outlineRequest } from './llm-outline';

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
): Promise<DeckPlan> {
  if (!sources.some(({ source }) => isDocument(source))) return planDeck(title, sources, today);
  const answer = await client.completeJson(outlineRequest(title, sources));
  let outline: LlmOutline;
  try {
    outline = llmOutlineSchema.parse(JSON.parse(answer));
  } catch (error) {
    throw new ChatCompletionError(`the outline is not in the asked shape: ${String(error)}`);
  }
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
  const dividers = document.sections.length >= 2;
  for (const section of document.sections) {
    const title = shorten(section.title, PLAN_LIMITS.wordsPerTitle);
    const source = `Source: ${name}${section.location ? `, ${section.location}` : ''}`;
    const bullets = section.bullets
      .map((text) => ({ text: bulletText(text, PLAN_LIMITS.wordsPerBullet), level: 0 }))
      .filter((bullet) => context.isNew(bullet.text));
    if (bullets.length === 0) continue;
    if (dividers) slides.push({ kind: 'section', title, notes: source });
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
  return bulletSlides(title, bullets, notes);
}

const column = (list: { heading: string; bullets: string[] }) => ({
  ...(list.heading.trim() ? { heading: shorten(list.heading, PLAN_LIMITS.wordsPerTitle) } : {}),
  bullets: list.bullets
    .slice(0, PLAN_LIMITS.bulletsPerSlide)
    .map((text) => ({ text: bulletText(text, PLAN_LIMITS.wordsPerBullet), level: 0 })),
});
