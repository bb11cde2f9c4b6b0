import type {
  ExtractedSource,
  SourceLocation,
  SourceSection,
} from '../extraction/extracted-source';
import type { DeckPlan, PlannedBullet, PlannedSlide } from './deck-plan';
import { SentenceRanker, similar } from './key-sentences';
import { evenBulletParts, numberParts } from './slide-parts';
import {
  bulletText,
  sameText,
  sentences,
  shorten,
  timestamp,
  titleFromFileName,
} from './text-summary';

export interface PlanningSource {
  /** The file's name, as the user knows it. */
  name: string;
  source: ExtractedSource;
}

/** Limits that keep slides readable; the renderer splits further when text does not fit. */
export const PLAN_LIMITS = {
  bulletsPerSlide: 6,
  wordsPerBullet: 15,
  wordsPerTitle: 12,
  notesCharacters: 1500,
  agendaItems: 12,
  summaryItems: 5,
  transcriptSecondsPerSlide: 120,
  /** A section with more paragraphs keeps its best-ranked ones (in their order). */
  paragraphsPerSection: 18,
  slides: 150,
} as const;

/** What every slide of one plan shares: the ranking of sentences and the points already made. */
export class PlanContext {
  private readonly made: string[] = [];

  constructor(readonly ranker: SentenceRanker) {}

  /** False when the deck already makes this point (the same or nearly the same words). */
  isNew(text: string): boolean {
    if (!sameText(text) || this.made.some((point) => similar(point, text))) return false;
    this.made.push(text);
    return true;
  }
}

/**
 * The offline planner (DESIGN section 6, step 3): the outline follows the sources' own
 * structure — headings, pages, slides, transcript segments — with each paragraph reduced to
 * its key sentence. A title slide, an agenda when there are three or more sections, picture
 * slides, media slides and a closing summary; speaker notes keep the source passage and where
 * it came from.
 */
/** Slides for one text document (the offline planner's, or an LLM's outline of it). */
export type DocumentPlanner = (
  name: string,
  source: ExtractedSource,
  context: PlanContext,
) => PlannedSlide[];

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
  const body: PlannedSlide[] = [];
  for (const { name, source } of sources) {
    if (source.kind === 'image') body.push(...pictureSlides(name, source));
    else if (source.media) body.push(...mediaSlides(name, source, context));
    else body.push(...planDocument(name, source, context));
  }
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
  return { title, slides: numberParts(slides.slice(0, PLAN_LIMITS.slides)) };
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
  for (const section of source.sections) {
    const title = shorten(section.heading ?? fallbackTitle, PLAN_LIMITS.wordsPerTitle);
    if (section.blocks.length === 0) {
      if (section.heading && dividers && section.level === topLevel)
        slides.push({
          kind: 'section',
          title,
          notes: `${section.heading} — ${where(name, section.location)}`,
        });
      continue;
    }
    if (dividers && section.heading && section.level === topLevel)
      slides.push({
        kind: 'section',
        title,
        notes: `${section.heading} — ${where(name, section.location ?? section.blocks[0]?.location)}`,
      });
    slides.push(...bulletSlides(title, bulletsOf(section, context), notesOf(name, section)));
  }
  return slides;
}

/**
 * A section's points: its own bullets as they are, each paragraph reduced to its key sentence;
 * in a long section only the best-ranked paragraphs; nothing the deck already said.
 */
function bulletsOf(section: SourceSection, context: PlanContext): PlannedBullet[] {
  const { ranker } = context;
  const candidates = section.blocks.map((block, index) => {
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

function notesOf(name: string, section: SourceSection): string {
  const passage = section.blocks.map((block) => block.text).join('\n');
  const excerpt =
    passage.length > PLAN_LIMITS.notesCharacters
      ? `${passage.slice(0, PLAN_LIMITS.notesCharacters).replace(/\s+\S*$/, '')}…`
      : passage;
  return `${excerpt}\n\nSource: ${where(name, section.location ?? section.blocks[0]?.location)}`;
}

export function where(name: string, location: SourceLocation | undefined): string {
  if (location?.page) return `${name}, page ${location.page}`;
  if (location?.slide) return `${name}, slide ${location.slide}`;
  if (location?.startSeconds !== undefined)
    return `${name}, at ${timestamp(location.startSeconds)}`;
  return name;
}

function pictureSlides(name: string, source: ExtractedSource): PlannedSlide[] {
  return source.pictures.map((picture) => {
    const text = picture.ocrText ? shorten(picture.ocrText, 40) : undefined;
    return {
      kind: 'picture',
      title: titleFromFileName(name),
      picture: {
        blobKey: picture.blobKey!,
        mime: picture.mime,
        width: picture.width,
        height: picture.height,
      },
      ...(text ? { caption: text } : {}),
      altText: text ?? titleFromFileName(name),
      notes: `Picture: ${name}${picture.ocrText ? `\n\nText in the picture: ${picture.ocrText}` : ''}`,
    };
  });
}

function mediaSlides(name: string, source: ExtractedSource, context: PlanContext): PlannedSlide[] {
  const media = source.media!;
  const title = titleFromFileName(name);
  const transcript = media.transcript;
  const slides: PlannedSlide[] = [
    {
      kind: 'media',
      title,
      media: {
        kind: media.kind,
        blobKey: media.blobKey!,
        mime: media.mime,
        extension: media.extension,
        ...(media.posterBlobKey ? { posterBlobKey: media.posterBlobKey } : {}),
        ...(media.width ? { width: media.width, height: media.height } : {}),
      },
      notes: `${media.kind === 'video' ? 'Video' : 'Audio'}: ${name} (${timestamp(media.durationSeconds)})${
        transcript.status === 'unavailable' ? `\nNo transcript: ${transcript.reason}.` : ''
      }`,
    },
  ];
  if (transcript.status !== 'available') return slides;
  // Transcript segments grouped into windows of a couple of minutes, one slide each.
  let window: typeof transcript.segments = [];
  const flush = () => {
    if (window.length === 0) return;
    const start = window[0].startSeconds;
    const bullets = window
      .flatMap((segment) => sentences(segment.text))
      .map((sentence) => ({ text: bulletText(sentence, PLAN_LIMITS.wordsPerBullet), level: 0 }))
      .filter((bullet) => context.isNew(bullet.text));
    const notes = `${window.map((segment) => segment.text).join(' ')}\n\nSource: ${name}, at ${timestamp(start)}`;
    slides.push(...bulletSlides(`${title} — ${timestamp(start)}`, bullets, notes));
    window = [];
  };
  for (const segment of transcript.segments) {
    if (
      window.length &&
      segment.startSeconds - window[0].startSeconds >= PLAN_LIMITS.transcriptSecondsPerSlide
    )
      flush();
    window.push(segment);
  }
  flush();
  return slides;
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
