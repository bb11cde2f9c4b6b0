import type { Element } from '@xmldom/xmldom';
import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../src/ooxml/opc-package';
import { attribute, descendants, path } from '../../src/ooxml/xml';
import {
  boxOf,
  type Box,
  isLargeText,
  type Rgb,
  runLook,
  type SlideLook,
} from '../../src/engine/template';
import { textBoxOf } from '../../src/engine/package';

// The words a slide draws, as the printed-words check matches the PDF's words to them: each
// with the colours the deck draws it in, whether it is large and in a list, and the box of the
// shape (or chart) it is drawn in.

export interface DeckWord {
  colours: Rgb[];
  large: boolean;
  /** In a list's placeholder (body, object) on every run. */
  listed: boolean;
  /** The boxes of the shapes that hold it (EMU). */
  frames: Box[];
  /** In a title on every run. */
  title: boolean;
  /** Its runs' sizes, each with whether it is large text there (see isLargeText). */
  sizes: Array<{ sizePt: number; large: boolean }>;
}

/** A slide's words, all of them and shape by shape (with the shape's box). */
export interface SlideWords {
  all: Map<string, DeckWord>;
  shapes: Array<{ box: Box; words: Map<string, DeckWord> }>;
}

/** Placeholders that hold a deck's lists. */
const LIST_TYPES = new Set(['body', 'obj']);
const placeholderType = (shape: Element) => {
  const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
  return ph ? (attribute(ph, 'type') ?? 'obj') : undefined;
};

export const norm = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The words of a slide's text (shapes and tables) with the colours the deck draws them in. */
export function deckWords(tree: Element, look: SlideLook): SlideWords {
  const all = new Map<string, DeckWord>();
  const shapes: SlideWords['shapes'] = [];
  const byShape = new Map<Element | undefined, Map<string, DeckWord>>();
  for (const run of descendants(tree, 'a:r')) {
    const text = path(run, 'a:t')?.textContent ?? '';
    const shape = closest(run, 'p:sp');
    const holder = shape ?? closest(run, 'p:graphicFrame');
    const drawn = shape ? runLook(run, shape, look) : undefined;
    let own = byShape.get(holder);
    const frame = holder && (shapeBox(holder) ?? textBoxOf(holder, look));
    if (!own) {
      own = new Map();
      byShape.set(holder, own);
      if (frame) shapes.push({ box: frame, words: own });
    }
    for (const piece of text.split(/\s+/)) {
      const key = norm(piece);
      if (!key) continue;
      for (const words of [all, own]) {
        const word = words.get(key) ?? {
          colours: [],
          large: true,
          listed: true,
          title: true,
          frames: [],
          sizes: [],
        };
        if (drawn?.colour) word.colours.push(drawn.colour);
        if (frame) word.frames.push(frame);
        // A word is held to the body ratio when any of its runs is body text.
        const large = !!drawn && (drawn.isTitle || isLargeText(drawn.sizePt, drawn.bold));
        word.large &&= large;
        word.title &&= !!drawn?.isTitle;
        if (drawn) word.sizes.push({ sizePt: drawn.sizePt, large });
        word.listed &&= !!shape && LIST_TYPES.has(placeholderType(shape) ?? '');
        words.set(key, word);
      }
    }
  }
  return { all, shapes };
}

/**
 * The deck's word a printed word is: the one of the shape it is printed in (a title's "state"
 * is large text even when a caption under it says "state" in small type), else the slide's;
 * with the box of the shape it is printed in, when one holds it.
 */
export function deckWordAt(
  words: SlideWords,
  key: string,
  box: Box,
): { word?: DeckWord; holder?: Box } {
  const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const holders = words.shapes.filter(
    ({ box: held, words: own }) => inside(centre, held) && own.has(key),
  );
  return holders.length === 1
    ? { word: holders[0].words.get(key), holder: holders[0].box }
    : { word: words.all.get(key) };
}

/** Height of a printed word's box (the font's ascent to descent) per point of its size. */
const BOX_PER_POINT = 1.15;

/**
 * Whether a printed word is large text: a word of large runs only is; one a shape draws both
 * large and small ("of" in a 19 pt point and in its 16.5 pt sub-point) is by the size it was
 * printed at, nearer the large runs' or the small ones'.
 */
export function printedLarge(word: DeckWord, heightPt: number): boolean {
  if (word.large) return true;
  const large = word.sizes.filter((size) => size.large).map((size) => size.sizePt);
  const small = word.sizes.filter((size) => !size.large).map((size) => size.sizePt);
  if (large.length === 0 || small.length === 0) return false;
  return heightPt / BOX_PER_POINT >= (Math.min(...large) + Math.max(...small)) / 2;
}

const inside = (point: { x: number; y: number }, box: Box) =>
  point.x >= box.x && point.x <= box.x + box.w && point.y >= box.y && point.y <= box.y + box.h;

const shapeBox = (shape: Element) =>
  boxOf(path(shape, 'p:spPr', 'a:xfrm') ?? path(shape, 'p:xfrm'));

function closest(node: Element, name: string): Element | undefined {
  for (let at = node.parentNode as Element | null; at; at = at.parentNode as Element | null)
    if (at.nodeName === name) return at;
  return undefined;
}

/**
 * Adds the words of the slide's charts (series names, category names) to `words`, in the
 * colours their chart sets for text (pptxgenjs: black unless mended), in the chart's box: a
 * chart's labels are words a reader must read too.
 */
export async function addChartWords(
  zip: JSZip,
  part: string,
  tree: Element,
  words: SlideWords,
): Promise<void> {
  const frames = descendants(tree, 'p:graphicFrame').filter(
    (frame) => descendants(frame, 'c:chart').length,
  );
  if (frames.length === 0) return;
  const rels = await readRelationships(zip, part);
  for (const frame of frames) {
    const id = attribute(descendants(frame, 'c:chart')[0], 'r:id');
    const target = rels.find((rel) => rel.id === id)?.target;
    const chart = target && (await readXmlPart(zip, target));
    const box = boxOf(path(frame, 'p:xfrm'));
    if (!chart || !box) continue;
    const colours = descendants(chart, 'c:txPr')
      .flatMap((properties) => descendants(properties, 'a:srgbClr'))
      .map((colour) => hexColour(attribute(colour, 'val')))
      .filter((colour): colour is Rgb => !!colour);
    const labels = [...descendants(chart, 'c:tx'), ...descendants(chart, 'c:cat')].flatMap(
      (holder) => descendants(holder, 'c:v').map((value) => value.textContent ?? ''),
    );
    const own = new Map<string, DeckWord>();
    for (const piece of labels.join(' ').split(/\s+/)) {
      const key = norm(piece);
      if (!key) continue;
      for (const map of [words.all, own]) {
        const word = map.get(key) ?? {
          colours: [],
          large: false,
          listed: false,
          title: false,
          frames: [],
          sizes: [],
        };
        word.colours.push(...colours);
        word.frames.push(box);
        word.large = false;
        word.listed = false;
        map.set(key, word);
      }
    }
    words.shapes.push({ box, words: own });
  }
}

function hexColour(value: string | undefined): Rgb | undefined {
  if (!value || !/^[0-9A-F]{6}$/i.test(value)) return undefined;
  return {
    r: parseInt(value.slice(0, 2), 16),
    g: parseInt(value.slice(2, 4), 16),
    b: parseInt(value.slice(4, 6), 16),
  };
}
