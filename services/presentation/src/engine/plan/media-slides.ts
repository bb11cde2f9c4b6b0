import type { ExtractedSource, SourceBlock, SourceSection, TranscriptSegment } from '../extract';
import type { PlannedSlide } from '@deckforge/proto';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import type { PlanContext } from './plan-context';
import { shorten, timestamp, titleFromFileName } from './text-summary';
import { topicTitles } from './topics';
import { withFrames } from './video-frames';

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
 * planned like any text by `planText`, with the video's frames beside the passages they
 * illustrate. Titles come from what was said, never from the file's name (which says nothing
 * of a "VID_2024…" recording): the media slide is titled by the key phrase of the whole
 * recording, or by what it is when nothing was understood.
 */
export function mediaSlides(
  name: string,
  source: ExtractedSource,
  context: PlanContext,
  planText: (name: string, source: ExtractedSource, context: PlanContext) => PlannedSlide[],
): PlannedSlide[] {
  const media = source.media!;
  const transcript = media.transcript;
  const said = transcriptSections(source);
  const spoken = said.flatMap((section) => section.blocks.map((block) => block.text)).join(' ');
  const gist = spoken ? topicTitles([said[0].blocks], context.tools)[0] : '';
  const title =
    gist || `${media.kind === 'video' ? 'Video' : 'Audio'} (${timestamp(media.durationSeconds)})`;
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
  // A passage the planner could not title (no key phrase of its own) takes the recording's.
  const fileTitle = titleFromFileName(name);
  const passages = planText(name, { ...source, media: undefined, sections: said }, context).map(
    (slide) => (slide.title === fileTitle && gist ? { ...slide, title: gist } : slide),
  );
  return [mediaSlide, ...withFrames(passages, media, name)];
}
