import type { SlideKind } from '@deckforge/proto';
import { twoColumnUse } from './column-layout';
import {
  type SlidePrototype,
  type Box,
  type LayoutInfo,
  type PlaceholderInfo,
  type TemplateInfo,
  clearArea,
  coveredShare,
  usableTemplate,
} from '../template';
import { belowTitle } from './below-title';
import { prototypeUses } from './prototype-use';
import { COVER_AGAIN, coverMasterCost } from './cover-master';
import { authorsUse, roomPoints } from './text-room';

/** The layout a kind of slide uses and the placeholders its content goes into. */
export interface LayoutUse {
  layout: LayoutInfo;
  title?: PlaceholderInfo;
  /** Subtitle, bullets or caption. */
  body?: PlaceholderInfo;
  picture?: PlaceholderInfo;
  /** Where a picture or media goes when the layout has no picture placeholder (EMU). */
  contentBox: Box;
  /** The places of two columns, when the layout has two text placeholders side by side. */
  columns?: [Box, Box];
  /** The template slide this kind of slide is a copy of (its look lives on its slides). */
  prototype?: SlidePrototype;
}

export type LayoutChoice = Record<SlideKind, LayoutUse>;

const TITLES = ['title', 'ctrTitle'];
const BODIES = ['body', 'obj', 'subTitle'];
/** What a title or body wholly under artwork costs a layout (in proportion to the share covered). */
const CLUTTERED = 8;

const has = (layout: LayoutInfo, ...types: string[]) =>
  layout.placeholders.some((placeholder) => types.includes(placeholder.type));
const count = (layout: LayoutInfo, ...types: string[]) =>
  layout.placeholders.filter((placeholder) => types.includes(placeholder.type)).length;

type ScoredKind = 'title' | 'section' | 'bullets' | 'picture' | 'media';

/** Kinds that share the layout of a scored kind until they get layouts of their own. */
const SHARED_LAYOUT: Record<Exclude<SlideKind, ScoredKind>, ScoredKind> = {
  'two-columns': 'bullets', // then the template's Two Content layout, when it has one
  // One sentence or one figure with its label: the large body of a content layout.
  statement: 'bullets',
  'big-number': 'bullets',
  'picture-grid': 'media',
  table: 'media',
  chart: 'media',
  // A closing slide is a divider at the end: big title, one line under it.
  closing: 'section',
};

/**
 * How well a layout suits each kind of slide: its OOXML type first, then its placeholders,
 * then its name (templates made by other tools often leave the type out).
 */
const SCORES: Record<ScoredKind, (layout: LayoutInfo) => number> = {
  title: (l) =>
    (l.type === 'title' ? 10 : 0) +
    (has(l, 'ctrTitle') ? 5 : 0) +
    (has(l, 'subTitle') ? 3 : 0) +
    (/title slide|^title$|cover/i.test(l.name) ? 3 : 0) +
    (l.opensDeck && has(l, 'title', 'ctrTitle') ? 6 : 0) -
    (has(l, 'pic') ? 5 : 0) -
    (count(l, 'body', 'obj') > 1 ? 3 : 0),
  section: (l) =>
    (l.type === 'secHead' ? 10 : 0) +
    (/section|divider|header/i.test(l.name) ? 4 : 0) +
    (has(l, 'title') ? 1 : 0) -
    (has(l, 'pic') ? 5 : 0) -
    (count(l, 'body', 'obj') > 1 ? 3 : 0),
  bullets: (l) =>
    (l.type === 'obj' || l.type === 'tx' ? 10 : 0) -
    // A content layout whose body cannot take text (see usableTemplate) is no content layout.
    (count(l, 'body', 'obj') === 0 ? 20 : 0) +
    (has(l, 'title') && count(l, 'body', 'obj') === 1 ? 5 : 0) +
    (/content|text|bullet/i.test(l.name) ? 2 : 0) -
    (has(l, 'pic', 'ctrTitle', 'subTitle') ? 5 : 0) -
    (count(l, 'body', 'obj') > 1 ? 3 : 0),
  picture: (l) =>
    (l.type === 'picTx' ? 10 : 0) +
    (has(l, 'pic') ? 8 : 0) +
    (has(l, 'title') ? 1 : 0) +
    (/pic|image|photo/i.test(l.name) ? 2 : 0),
  media: (l) =>
    (l.type === 'titleOnly' ? 6 : 0) +
    (l.type === 'obj' ? 4 : 0) +
    (has(l, 'title') ? 2 : 0) +
    (/title only|content|media|video/i.test(l.name) ? 1 : 0) -
    (has(l, 'ctrTitle') ? 5 : 0),
};

/**
 * A layout for every kind of slide. When the template lacks a suitable one (no picture
 * layout, no section layout), the best remaining layout is used and content is placed in the
 * area below its title.
 */
export function chooseLayouts(analysed: TemplateInfo): LayoutChoice {
  const template = usableTemplate(analysed);
  const candidates = template.layouts;
  const choice = {} as LayoutChoice;
  const score = (kind: ScoredKind, layout: LayoutInfo) =>
    SCORES[kind](layout) +
    (kind === 'bullets' ? listRoom(layout, template) : 0) +
    (kind === 'picture' || kind === 'media'
      ? figureRoom(layout, template) + sameDesign(layout, choice.bullets)
      : 0) +
    lookFit(kind, layout) -
    (kind === 'title' || kind === 'section' ? 0 : coverMasterCost(layout)) -
    clutter(kind, layout, template);
  const pick = (kind: ScoredKind) =>
    [...candidates].sort((a, b) => score(kind, b) - score(kind, a) || a.number - b.number)[0];
  for (const kind of Object.keys(SCORES) as ScoredKind[]) {
    // The cover opens the deck once: dividers take another layout where one suits them as well.
    const cover = choice.title?.layout;
    let layout =
      kind === 'section' && cover
        ? [...candidates].sort(
            (a, b) =>
              score(kind, b) -
                (b === cover ? COVER_AGAIN : 0) -
                (score(kind, a) - (a === cover ? COVER_AGAIN : 0)) || a.number - b.number,
          )[0]
        : pick(kind);
    if (kind === 'picture' && !has(layout, 'pic')) layout = pick('media');
    choice[kind] = use(layout, template);
  }
  for (const [kind, shared] of Object.entries(SHARED_LAYOUT) as [SlideKind, ScoredKind][])
    choice[kind] = choice[shared];
  choice['two-columns'] = twoColumnUse(template, choice);
  return { ...choice, ...prototypeUses(template, analysed) };
}

/** Points for a figure's layout on the lists' master (see sameDesign). */
const SAME_DESIGN = 3;

/**
 * Figures stay in the design the lists are in: LibreOffice's templates give each page design a
 * master of its own, and Focus set its pictures on another design's "Title Only", its titles
 * smaller and elsewhere than on the pages around them.
 */
const sameDesign = (layout: LayoutInfo, lists: LayoutUse | undefined) =>
  lists && layout.master && layout.master === lists.layout.master ? SAME_DESIGN : 0;

/** Points for or against a layout whose look sets it apart from its master's (see LayoutLook). */
const DISTINCT_LOOK: Record<ScoredKind, number> = {
  title: 4,
  section: 2,
  bullets: -12,
  picture: -6,
  media: -12,
};

/**
 * A layout that looks unlike the template's ordinary pages (its own dark or coloured background,
 * a picture over the whole slide) is a cover or a divider, whatever its placeholders say: a
 * university's red "Title and text" cover beside its white content pages with a red band. Content
 * goes on the ordinary pages; the distinct ones open the deck and its sections.
 */
const lookFit = (kind: ScoredKind, layout: LayoutInfo) =>
  layout.look?.distinct ? DISTINCT_LOOK[kind] : 0;

/**
 * What a layout offers a list beyond its names and types, which templates from the wild often
 * get wrong ("Title Slide" holding the content, "Title and Content" with a centred title): the
 * room its body leaves (a one-line box cuts lists into slides of a bullet each) and whether the
 * template's own slides put their text in it (see roomPoints).
 */
function listRoom(layout: LayoutInfo, template: TemplateInfo): number {
  const bodies = layout.placeholders.filter((p) => ['body', 'obj'].includes(p.type) && p.box);
  // The room left free of the artwork (see freeArea), not the box drawn over it.
  const largest = Math.max(
    0,
    ...bodies.map(({ freeBox, box }) => (freeBox ?? box!).w * (freeBox ?? box!).h),
  );
  return roomPoints(largest / (template.slideWidth * template.slideHeight)) + authorsUse(layout);
}

/** Points for a layout whose free content area a figure could fill whole (see figureRoom). */
const FIGURE_ROOM = 20;
/** The shape of an ordinary figure (a photo, a chart), width to height. */
const FIGURE_ASPECT = 4 / 3;

/**
 * What a layout offers a figure: the share of the slide a figure of ordinary shape fills in the
 * part of its picture or content area clear of artwork. A layout whose free area is a
 * strip (a band above a keyboard, the lower third under a title band) draws the figure as high
 * as the strip and small; among layouts alike, the one with room for a big figure wins.
 */
function figureRoom(layout: LayoutInfo, template: TemplateInfo): number {
  const slideArea = template.slideWidth * template.slideHeight;
  const { picture, contentBox } = use(layout, template);
  // Clear of all artwork, as a picture is drawn (it would hide even a texture).
  const free = clearArea(picture?.box ?? contentBox, layout.decorations ?? [], slideArea);
  const width = Math.max(0, Math.min(free.w, free.h * FIGURE_ASPECT));
  return Math.round((FIGURE_ROOM * width * (width / FIGURE_ASPECT)) / slideArea);
}

/**
 * Points against a layout whose text would lie under the template's artwork, in proportion to
 * the largest share of a title or body that artwork covers (a cover master's coloured
 * triangles): among layouts named and built alike, the one with clear places wins. A cover
 * is the designer's showpiece and pays half.
 */
function clutter(kind: ScoredKind, layout: LayoutInfo, template: TemplateInfo): number {
  const slideArea = template.slideWidth * template.slideHeight;
  const texts = layout.placeholders.filter((p) => p.box && [...TITLES, ...BODIES].includes(p.type));
  // A title on artwork in a layout the template's own slides use is the design (LibreOffice's
  // Progress sets every page's title on a slanted grey wedge); a body on artwork is not (its
  // quote page sets text on a tilted card).
  const places = texts
    .filter((p) => !(TITLES.includes(p.type) && authorsUse(layout) > 0))
    .map((p) => p.box!);
  // A picture, media or a divider's line goes below the title where there is no body: that
  // room counts too.
  const title = texts.find((p) => TITLES.includes(p.type));
  if (kind !== 'title' && kind !== 'bullets' && !texts.some((p) => p !== title))
    places.push(roomBelow(title?.box, template));
  const covered = Math.max(
    0,
    ...places.map((box) => coveredShare(box, layout.decorations ?? [], slideArea)),
  );
  return Math.round((kind === 'title' ? CLUTTERED / 2 : CLUTTERED) * covered);
}

/** The slide below `title` inside margins of 5 %, artwork and all. */
function roomBelow(title: Box | undefined, template: TemplateInfo): Box {
  const margin = 0.05;
  const top = title ? title.y + title.h : template.slideHeight * 0.2;
  const bottom = template.slideHeight * (1 - margin);
  const x = template.slideWidth * margin;
  return { x, y: top, w: template.slideWidth - 2 * x, h: Math.max(0, bottom - top) };
}

function use(layout: LayoutInfo, template: TemplateInfo): LayoutUse {
  const title = layout.placeholders.find((p) => TITLES.includes(p.type));
  // A subtitle goes into the subtitle placeholder when there is one, never into a list.
  const body =
    layout.placeholders.find((p) => p.type === 'subTitle') ??
    layout.placeholders.find((p) => BODIES.includes(p.type));
  const picture = layout.placeholders.find((p) => p.type === 'pic');
  return {
    layout,
    ...(title ? { title } : {}),
    ...(body ? { body } : {}),
    ...(picture ? { picture } : {}),
    contentBox: body?.box ?? belowTitle(title?.box, template, layout),
  };
}
