import type { ExtractedSource } from '../extraction/extracted-source';
import type { PlannedSlide } from '@deckforge/proto';
import { PLAN_LIMITS, type PlanContext } from './plan-context';
import { bulletSlides } from './slide-parts';
import { bulletText, sentences, shorten, timestamp, titleFromFileName } from './text-summary';

/**
 * Picture slides (alt text: the text recognised in the picture, else its name) and media slides
 * (the recording, then its transcript a couple of minutes per slide), with notes.
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

export function mediaSlides(
  name: string,
  source: ExtractedSource,
  context: PlanContext,
): PlannedSlide[] {
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
