import type {
  ExtractedSource,
  SourceBlock,
  SourceSection,
  TranscriptSegment,
} from '../extraction/extracted-source';
import type { PlannedSlide } from '@deckforge/proto';
import { PLAN_LIMITS, type PlanContext } from './plan-context';
import { shorten, timestamp, titleFromFileName } from './text-summary';

/**
 * Picture slides (alt text: the text recognised in the picture, else its name), with notes.
 */
export function pictureSlides(name: string, source: ExtractedSource): PlannedSlide[] {
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

/**
 * A pause this long between utterances ends a paragraph of a transcript (once the paragraph
 * has something to say), as a blank line ends one in a text.
 */
const PARAGRAPH_PAUSE_SECONDS = 1.5;
const PARAGRAPH_MIN_WORDS = 40;
const PARAGRAPH_MAX_WORDS = 160;

/**
 * A transcript as text the document planner reads: paragraphs that end at pauses, each with
 * its time; no headings, so the planner splits it into topics where the words shift and titles
 * each with what was said.
 */
export function transcriptSections(source: ExtractedSource): SourceSection[] {
  const transcript = source.media?.transcript;
  if (transcript?.status !== 'available') return [];
  const blocks: SourceBlock[] = [];
  let paragraph: TranscriptSegment[] = [];
  let words = 0;
  const flush = () => {
    if (paragraph.length === 0) return;
    blocks.push({
      type: 'paragraph',
      text: paragraph.map((segment) => segment.text).join(' '),
      level: 0,
      location: { startSeconds: paragraph[0].startSeconds },
    });
    paragraph = [];
    words = 0;
  };
  for (const segment of transcript.segments) {
    const last = paragraph[paragraph.length - 1];
    const pause = last ? segment.startSeconds - last.endSeconds : 0;
    if (
      (pause >= PARAGRAPH_PAUSE_SECONDS && words >= PARAGRAPH_MIN_WORDS) ||
      words >= PARAGRAPH_MAX_WORDS
    )
      flush();
    paragraph.push(segment);
    words += segment.text.split(/\s+/).length;
  }
  flush();
  return blocks.length ? [{ level: 1, blocks }] : [];
}

/**
 * The recording on its own slide (with why there is no transcript, in plain words, when there
 * is none; with the transcript's opening in its notes when there is), then what was said,
 * planned like any text by `planText`.
 */
export function mediaSlides(
  name: string,
  source: ExtractedSource,
  context: PlanContext,
  planText: (name: string, source: ExtractedSource, context: PlanContext) => PlannedSlide[],
): PlannedSlide[] {
  const media = source.media!;
  const title = titleFromFileName(name);
  const transcript = media.transcript;
  const said = transcriptSections(source);
  const spoken = said.flatMap((section) => section.blocks.map((block) => block.text)).join(' ');
  const heading = `${media.kind === 'video' ? 'Video' : 'Audio'}: ${name} (${timestamp(media.durationSeconds)})`;
  const missing =
    transcript.status === 'unavailable' ? `No transcript: ${transcript.reason}.` : undefined;
  const mediaSlide: PlannedSlide = {
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
    ...(missing ? { caption: missing } : {}),
    notes: [heading, missing, spoken ? `What is said: ${spoken}` : undefined]
      .filter(Boolean)
      .join('\n\n')
      .slice(0, PLAN_LIMITS.notesCharacters),
  };
  if (!said.length) return [mediaSlide];
  return [mediaSlide, ...planText(name, { ...source, media: undefined, sections: said }, context)];
}
