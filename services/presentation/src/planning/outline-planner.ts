import type {
  ExtractedSource,
  SourceLocation,
  SourceSection,
} from '../extraction/extracted-source';
import type { DeckPlan, PlannedBullet, PlannedSlide } from './deck-plan';
import {
  keySentence,
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
  agendaItems: 8,
  summaryItems: 5,
  transcriptSecondsPerSlide: 120,
  slides: 150,
} as const;

/**
 * The offline planner (DESIGN section 6, step 3): the outline follows the sources' own
 * structure — headings, pages, slides, transcript segments — with each paragraph reduced to
 * its key sentence. A title slide, an agenda when there are three or more sections, picture
 * slides, media slides and a closing summary; speaker notes keep the source passage and where
 * it came from.
 */
export function planDeck(title: string, sources: PlanningSource[], today = new Date()): DeckPlan {
  const body: PlannedSlide[] = [];
  for (const { name, source } of sources) {
    if (source.kind === 'image') body.push(...pictureSlides(name, source));
    else if (source.media) body.push(...mediaSlides(name, source));
    else body.push(...documentSlides(name, source));
  }
  const sections = body.filter((slide) => slide.kind === 'section').map((slide) => slide.title);
  const slides: PlannedSlide[] = [titleSlide(title, sources, today)];
  if (sections.length >= 3)
    slides.push({
      kind: 'bullets',
      title: 'Agenda',
      bullets: sections.slice(0, PLAN_LIMITS.agendaItems).map((text) => ({ text, level: 0 })),
    });
  slides.push(...body);
  const summary = summarySlide(body);
  if (summary) slides.push(summary);
  return { title, slides: slides.slice(0, PLAN_LIMITS.slides) };
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
  return {
    kind: 'title',
    title: shorten(title, PLAN_LIMITS.wordsPerTitle * 2),
    subtitle: `${date}`,
    notes: `Created from ${based}.`,
  };
}

function documentSlides(name: string, source: ExtractedSource): PlannedSlide[] {
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
      slides.push({ kind: 'section', title });
    slides.push(...bulletSlides(title, bulletsOf(section), notesOf(name, section)));
  }
  return slides;
}

function bulletsOf(section: SourceSection): PlannedBullet[] {
  const bullets: PlannedBullet[] = [];
  const seen = new Set<string>();
  for (const block of section.blocks) {
    const text =
      block.type === 'bullet'
        ? shorten(block.text, PLAN_LIMITS.wordsPerBullet)
        : keySentence(block.text, PLAN_LIMITS.wordsPerBullet);
    const key = sameText(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    bullets.push({ text, level: block.type === 'bullet' ? Math.min(block.level, 2) : 0 });
  }
  return bullets;
}

/** Long lists become numbered parts of at most `bulletsPerSlide` bullets. */
function bulletSlides(title: string, bullets: PlannedBullet[], notes: string): PlannedSlide[] {
  if (bullets.length === 0) return [];
  const parts: PlannedBullet[][] = [];
  for (let start = 0; start < bullets.length; start += PLAN_LIMITS.bulletsPerSlide)
    parts.push(bullets.slice(start, start + PLAN_LIMITS.bulletsPerSlide));
  return parts.map((part, index) => ({
    kind: 'bullets',
    title: parts.length > 1 ? `${title} (${index + 1}/${parts.length})` : title,
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

function where(name: string, location: SourceLocation | undefined): string {
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

function mediaSlides(name: string, source: ExtractedSource): PlannedSlide[] {
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
      .map((sentence) => ({ text: keySentence(sentence, PLAN_LIMITS.wordsPerBullet), level: 0 }));
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

/** The first point of each content slide, when there are enough slides to summarise. */
function summarySlide(body: PlannedSlide[]): PlannedSlide | undefined {
  const points: PlannedBullet[] = [];
  const seen = new Set<string>();
  for (const slide of body) {
    if (slide.kind !== 'bullets' || slide.bullets.length === 0) continue;
    const text = slide.bullets[0].text;
    if (seen.has(sameText(text))) continue;
    seen.add(sameText(text));
    points.push({ text, level: 0 });
  }
  if (points.length < 3) return undefined;
  return { kind: 'bullets', title: 'Summary', bullets: points.slice(0, PLAN_LIMITS.summaryItems) };
}
