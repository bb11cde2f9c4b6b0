import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import type { MediaFrame, SourceMedia, TranscriptSegment } from '../extract';
import { timestamp } from './text-summary';

/**
 * Seconds a change of picture may be found after it happened: scenes are compared at key frames
 * only (MediaTools.sceneChanges), which cameras and screen recorders write every 1–2 s.
 */
const KEY_FRAME_LAG = 2;

/** Points shown beside a picture (as for a document's figures); the others follow it. */
const POINTS_BESIDE_PICTURE = 3;

/**
 * A video's frames beside what was said while they were on screen (docs/decisions.md,
 * "Pictures from a video"): each point of a passage is placed in time by the utterance it
 * comes from; the points said after a frame appeared go beside it on a picture slide (the
 * first three; the rest follow on the passage's own slide). Each frame shows once; a video
 * whose picture never changes has no frames and keeps only its poster.
 */
export function withFrames(
  slides: PlannedSlide[],
  media: SourceMedia,
  name: string,
): PlannedSlide[] {
  const frames = [...(media.frames ?? [])].sort((a, b) => a.atSeconds - b.atSeconds);
  const { transcript } = media;
  if (frames.length === 0 || transcript.status !== 'available') return slides;
  const shown = new Set<MediaFrame>();
  return slides.flatMap((slide) => {
    if (slide.kind !== 'bullets') return [slide];
    const out: PlannedSlide[] = [];
    let plain: PlannedBullet[] = [];
    const flush = () => {
      if (plain.length) out.push({ ...slide, bullets: plain });
      plain = [];
    };
    for (const run of runsByFrame(slide.bullets, frames, transcript.segments)) {
      if (!run.frame || shown.has(run.frame)) {
        plain.push(...run.bullets);
        continue;
      }
      shown.add(run.frame);
      flush();
      const at = timestamp(run.frame.atSeconds);
      out.push({
        kind: 'picture',
        title: slide.title,
        picture: {
          blobKey: run.frame.blobKey,
          mime: 'image/jpeg',
          width: run.frame.width,
          height: run.frame.height,
        },
        altText: `${slide.title}: the video at ${at}`,
        caption: `At ${at}`,
        bullets: run.bullets.slice(0, POINTS_BESIDE_PICTURE),
        notes: `${slide.notes ?? ''}\n\nPicture: ${name} at ${at}`.trim(),
      });
      plain.push(...run.bullets.slice(POINTS_BESIDE_PICTURE));
    }
    flush();
    return out;
  });
}

/** Consecutive points grouped by the frame on screen when each was said. */
function runsByFrame(
  bullets: PlannedBullet[],
  frames: MediaFrame[],
  segments: TranscriptSegment[],
): Array<{ frame?: MediaFrame; bullets: PlannedBullet[] }> {
  const runs: Array<{ frame?: MediaFrame; bullets: PlannedBullet[] }> = [];
  let frame: MediaFrame | undefined;
  for (const bullet of bullets) {
    // A sub-point stays with its point; a point that matches no utterance keeps the last time.
    const at = bullet.level === 0 ? saidAt(bullet.text, segments) : undefined;
    if (at !== undefined) frame = frames.filter((f) => f.atSeconds - KEY_FRAME_LAG <= at).at(-1);
    const last = runs[runs.length - 1];
    if (last && last.frame === frame) last.bullets.push(bullet);
    else runs.push({ frame, bullets: [bullet] });
  }
  return runs;
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}|\p{N}+/gu) ?? [];

/** When a point was said: the start of the utterance sharing most of its words. */
function saidAt(point: string, segments: TranscriptSegment[]): number | undefined {
  const words = new Set(wordsOf(point));
  let best: TranscriptSegment | undefined;
  let bestShared = 0;
  for (const segment of segments) {
    const shared = new Set(wordsOf(segment.text).filter((word) => words.has(word))).size;
    if (shared > bestShared) [best, bestShared] = [segment, shared];
  }
  return bestShared >= Math.min(2, words.size) ? best?.startSeconds : undefined;
}
