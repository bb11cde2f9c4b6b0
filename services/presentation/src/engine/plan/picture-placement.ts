import type { PlannedSlide } from '@deckforge/proto';
import type { PlanningSource } from './plan-deck';
import { pictureSlides } from './media-slides';
import { sameText } from './same-text';
import { titleFromFileName } from './text-summary';

/** Shared words (not counting short ones) that tie a picture to a slide. */
const MIN_SHARED_WORDS = 1;
/** Pictures no larger than this (pixels on the longer side) are shown together on a grid. */
const SMALL_SIDE = 900;
const GRID_SIZE = 6;

/**
 * The user's own pictures where they belong: each after the slide whose title and text share
 * most words with its file name and the text recognised in it (a picture of the Q3 chart goes
 * beside "Q3 results"); those that match nothing at the end, several small ones together on a
 * grid slide. Returns the body with the pictures placed.
 */
export function placePictures(body: PlannedSlide[], pictures: PlanningSource[]): PlannedSlide[] {
  const out = [...body];
  const unmatched: PlanningSource[] = [];
  const words = body.map((slide) => wordsOf(slideText(slide)));
  const inserted = new Map<number, PlannedSlide[]>();
  for (const source of pictures) {
    const own = wordsOf(
      `${titleFromFileName(source.name)} ${source.source.pictures[0]?.ocrText ?? ''}`,
    );
    let best = -1;
    let bestScore = 0;
    words.forEach((slideWords, index) => {
      const score = [...own].filter((word) => slideWords.has(word)).length;
      if (score > bestScore) [best, bestScore] = [index, score];
    });
    if (best >= 0 && bestScore >= MIN_SHARED_WORDS)
      inserted.set(best, [
        ...(inserted.get(best) ?? []),
        ...pictureSlides(source.name, source.source),
      ]);
    else unmatched.push(source);
  }
  for (const index of [...inserted.keys()].sort((a, b) => b - a))
    out.splice(index + 1, 0, ...inserted.get(index)!);
  const small = unmatched.filter((source) => {
    const picture = source.source.pictures[0];
    return picture && Math.max(picture.width, picture.height) <= SMALL_SIDE;
  });
  const grid = small.length >= 2 ? small : [];
  for (let start = 0; start < grid.length; start += GRID_SIZE) {
    const group = grid.slice(start, start + GRID_SIZE);
    if (group.length === 1) {
      out.push(...pictureSlides(group[0].name, group[0].source));
      continue;
    }
    out.push({
      kind: 'picture-grid',
      title: 'Pictures',
      pictures: group.map(({ name, source }) => {
        const [slide] = pictureSlides(name, source) as Array<
          Extract<PlannedSlide, { kind: 'picture' }>
        >;
        return { picture: slide.picture, altText: slide.altText, caption: titleFromFileName(name) };
      }),
      notes: `Pictures: ${group.map(({ name }) => name).join(', ')}.`,
    });
  }
  for (const source of unmatched.filter((source) => !grid.includes(source)))
    out.push(...pictureSlides(source.name, source.source));
  return out;
}

function slideText(slide: PlannedSlide): string {
  const parts = [slide.title];
  if ('bullets' in slide && slide.bullets)
    parts.push(...slide.bullets.map((bullet) => bullet.text));
  if (slide.kind === 'statement') parts.push(slide.text);
  return parts.join(' ');
}

/** Words of four letters or more (names, topics), not numbers or filler. */
const wordsOf = (text: string) =>
  new Set(
    sameText(text)
      .split(' ')
      .filter((word) => word.length >= 4 && !/^\d+$/.test(word) && !FILLER.has(word)),
  );

const FILLER = new Set([
  'image',
  'picture',
  'photo',
  'screenshot',
  'scan',
  'this',
  'that',
  'with',
  'from',
  'have',
  'there',
  'their',
  'what',
  'when',
  'which',
]);
