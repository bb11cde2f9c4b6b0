import type { Element } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { readRelationships, readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { attribute, children, descendants, numberAttribute, path } from '../../src/ooxml/xml';
import { AGENDA_TITLES } from '../../src/deck-rules/deck-words';
import { PLAN_LIMITS } from '../../src/deck-rules/plan-limits';
import { countVisuals, type VisualCounts } from './visual-counts';
import type { ContrastFinding } from './rendered-contrast';
import type { PrintedWords } from './printed-words';
import { PART, thinListParts, type SlideText } from './list-parts';
import { pictureOverArtwork } from './picture-placement';
import { inheritedPlaceholder, placementOf } from './text-placement';
import { sizeFindings } from './text-sizes';
import {
  partsThatFit,
  repeatedPoints,
  type SlideList,
  typeScale,
  type TypeScaleReport,
} from './type-scale';
import { checkPackage } from '../../src/engine/package';
import {
  backgroundArtwork,
  type PartCache,
  analyzeTemplate,
  type Box,
  EMU_PER_POINT,
  type LayoutInfo,
  type TemplateInfo,
} from '../../src/engine/template';
import {
  placeholderText,
  levelSize,
  type Paragraph,
  type TextFrame,
  textHeight,
  type TextMeasurer,
} from '../../src/engine/fit';

/** What the quality checker reports for one deck (the list, per deck). */
export interface DeckQuality {
  slides: number;
  /** Slide numbers (1-based) with text taller than its box, measured with the theme fonts. */
  overflowingSlides: number[];
  /** Lists with more than six bullets, and bullets longer than a sentence kept whole (25 words). */
  bulletsOverLimits: number;
  picturesWithoutAltText: number;
  /** Slide numbers without speaker notes. */
  slidesWithoutNotes: number[];
  layoutsUsed: string[];
  layoutsAvailable: string[];
  structuralErrors: string[];
  /** Pages LibreOffice prints, when it was asked (one per slide when the deck is sound). */
  pdfPages?: number;
  /** Pictures, tables, charts and layouts; elements that overlap or leave the slide. */
  visuals: VisualCounts;
  /** Slide numbers with text over a picture or shape of the template that is not its own. */
  textOverArtwork: number[];
  /** Slide numbers with text reaching past the slide's edges. */
  textOffSlide: number[];
  /** Slide numbers with text vertical or turned where the template's placeholder is not. */
  turnedText: number[];
  /** Slide numbers whose title is cut (ends with an ellipsis) or drawn below the title floor. */
  cutTitles: number[];
  /** Slide numbers with title or body text drawn below its readable floor (FONT_FLOORS). */
  smallText: number[];
  /** Slide numbers of lists split into parts of two bullets or fewer (see thinListParts). */
  thinListParts: number[];
  /** Slide numbers with a picture over the template's artwork. */
  picturesOverArtwork: number[];
  /** The layout each slide uses, in order. */
  slideLayouts: string[];
  /** Slide numbers of content (see onCover) drawn on a cover: the first slide's layout, or one that looks like a cover. */
  contentOnCover: number[];
  /** Text LibreOffice draws with too little contrast against what is behind it, when it was asked. */
  lowContrast?: ContrastFinding[];
  /**
   * What the words LibreOffice prints show, when it was asked: too little contrast against the
   * pixels behind them, off the slide or lost, over the template's artwork; the spread of the
   * body sizes printed (printed-words.ts).
   */
  printed?: PrintedWords;
  /** The deck's list sizes, their spread and the slides whose size jumps (type-scale.ts). */
  typeScale: TypeScaleReport;
  /** Slide numbers of split lists whose parts would have fitted one slide a step smaller. */
  partsThatFit: number[];
  /** Slide numbers repeating a point (a bullet) an earlier slide made. */
  repeatedPoints: number[];
}

/**
 * A bullet may run over the planner's condensing target: a sentence that cannot be condensed is
 * kept whole (never cut) up to PLAN_LIMITS.wordsPerSentence words, and fitting sizes it.
 */
const WORDS_TOLERATED = PLAN_LIMITS.wordsPerSentence;
const TITLE_TYPES = new Set(['title', 'ctrTitle']);
/** Placeholders that hold a deck's lists. */
const LIST_TYPES = new Set(['body', 'obj']);
/** Half a point: rounding, not overflow. */
const TOLERANCE_PT = 0.5;

/**
 * Reads a rendered deck back and measures what a person would notice: text that does not fit
 * its box, lists too long, pictures without alt text, slides without notes, and the package's
 * structural problems. Independent of the plan: it reads only the .pptx.
 */
export async function checkDeckQuality(
  bytes: Buffer,
  measurer: TextMeasurer,
): Promise<DeckQuality> {
  const zip = await JSZip.loadAsync(bytes);
  const info = await analyzeTemplate(zip);
  const slides = await slidePartsInOrder(zip);
  const report: DeckQuality = {
    slides: slides.length,
    overflowingSlides: [],
    bulletsOverLimits: 0,
    picturesWithoutAltText: 0,
    slidesWithoutNotes: [],
    layoutsUsed: [],
    layoutsAvailable: [...new Set(info.layouts.map((layout) => layout.name))],
    structuralErrors: await checkPackage(zip),
    visuals: await countVisuals(bytes, info),
    textOverArtwork: [],
    textOffSlide: [],
    turnedText: [],
    cutTitles: [],
    smallText: [],
    thinListParts: [],
    picturesOverArtwork: [],
    slideLayouts: [],
    contentOnCover: [],
    typeScale: { listSizes: {}, spread: 1, jumps: [] },
    partsThatFit: [],
    repeatedPoints: [],
  };
  const layoutOf: Array<LayoutInfo | undefined> = [];
  const slideBox = { x: 0, y: 0, w: info.slideWidth, h: info.slideHeight };
  const looks: PartCache = new Map();
  const used = new Set<string>();
  const slideTexts: SlideText[] = [];
  const lists: SlideList[] = [];
  const points: Array<{ slide: number; points: string[] }> = [];
  for (const [index, part] of slides.entries()) {
    const slide = (await readXmlPart(zip, part))!;
    const rels = await readRelationships(zip, part);
    const layout = info.layouts.find(
      (candidate) => candidate.part === rels.find((rel) => rel.type === 'slideLayout')?.target,
    );
    if (layout) used.add(layout.name);
    report.slideLayouts.push(layout?.name ?? '');
    layoutOf.push(layout);
    if (index > 0 && onCover(slide.documentElement!, layout, layoutOf[0], info))
      report.contentOnCover.push(index + 1);
    const texts = textShapes(slide.documentElement!, layout, info);
    const motifs = await backgroundArtwork(zip, part, slideBox, looks);
    const placement = placementOf(slide.documentElement!, layout, info, motifs);
    if (placement.overArtwork) report.textOverArtwork.push(index + 1);
    if (placement.offSlide) report.textOffSlide.push(index + 1);
    if (placement.turned) report.turnedText.push(index + 1);
    const sizes = sizeFindings(slide.documentElement!, layout);
    if (placement.cutTitle || sizes.smallTitle) report.cutTitles.push(index + 1);
    if (sizes.smallTitle || sizes.smallBody) report.smallText.push(index + 1);
    const tree = path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    if (tree && pictureOverArtwork(tree, layout, info.slideWidth * info.slideHeight, motifs))
      report.picturesOverArtwork.push(index + 1);
    slideTexts.push({
      title:
        texts
          .find((text) => text.isTitle)
          ?.paragraphs.map((p) => p.text)
          .join(' ') ?? '',
      bullets: texts
        .filter((text) => !text.isTitle)
        .reduce((sum, text) => sum + text.paragraphs.length, 0),
    });
    // Text beside a picture, table or chart is sized by the figure's layout, not the lists'.
    const visuals =
      descendants(slide, 'p:pic').length + descendants(slide, 'p:graphicFrame').length;
    const list = listOf(texts, index + 1);
    if (list && !visuals) lists.push(list);
    // An agenda lists the deck's titles: its items are not points.
    if (!list || !AGENDA_TITLES.has(list.title.replace(PART, '$1')))
      points.push({
        slide: index + 1,
        points: texts
          .filter((text) => text.makesPoints)
          .flatMap((text) => text.paragraphs.map((p) => p.text)),
      });
    if (texts.some((text) => overflows(text, measurer))) report.overflowingSlides.push(index + 1);
    report.bulletsOverLimits += texts
      .filter((text) => !text.isTitle)
      .reduce((sum, text) => sum + overLimits(text.paragraphs), 0);
    report.picturesWithoutAltText += descendants(slide, 'p:pic').filter(
      (picture) => !isMedia(picture) && !attribute(path(picture, 'p:nvPicPr', 'p:cNvPr'), 'descr'),
    ).length;
    const notes = rels.find((rel) => rel.type === 'notesSlide')?.target;
    if (!notes || !(await notesText(zip, notes))) report.slidesWithoutNotes.push(index + 1);
  }
  report.layoutsUsed = [...used];
  report.thinListParts = thinListParts(slideTexts);
  report.typeScale = typeScale(lists);
  report.partsThatFit = partsThatFit(lists, measurer);
  report.repeatedPoints = repeatedPoints(points);
  return report;
}

/**
 * The slide's list: its text shape with the most paragraphs, when it has two or more (a
 * subtitle or a caption is not a list), at the size its first level is drawn.
 */
function listOf(texts: TextShape[], slide: number): SlideList | undefined {
  const body = texts
    .filter((text) => text.isList)
    .sort((a, b) => b.paragraphs.length - a.paragraphs.length)[0];
  if (!body) return undefined;
  const first = body.paragraphs.find((paragraph) => paragraph.level === 0) ?? body.paragraphs[0];
  return {
    slide,
    title:
      texts
        .find((text) => text.isTitle)
        ?.paragraphs.map((p) => p.text)
        .join(' ') ?? '',
    paragraphs: body.paragraphs,
    frame: body.frame,
    sizePt: first.sizePt ?? levelSize(body.frame, first.level),
  };
}

/**
 * Whether a slide shows content (a list of two or more paragraphs, a picture, table or chart)
 * on a cover: the layout the deck opens with when it is a cover, or one whose look sets it apart
 * (see LayoutLook), when the template offers a layout of its ordinary look with a title and a body.
 */
function onCover(
  tree: Element,
  layout: LayoutInfo | undefined,
  opening: LayoutInfo | undefined,
  info: TemplateInfo,
): boolean {
  if (!layout) return false;
  const bodies = descendants(tree, 'p:sp').filter(
    (shape) => !TITLE_TYPES.has(attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type') ?? ''),
  );
  const paragraphs = bodies.flatMap((shape) =>
    descendants(shape, 'a:p').filter((p) => (p.textContent ?? '').trim()),
  );
  const visuals = descendants(tree, 'p:pic').length + descendants(tree, 'p:graphicFrame').length;
  if (paragraphs.length < 2 && visuals === 0) return false;
  const has = (candidate: LayoutInfo, ...types: string[]) =>
    candidate.placeholders.some((p) => types.includes(p.type));
  // The opening layout is a cover when it looks or is marked like one (a deck may open on its
  // content layout when the template has no cover); a distinct picture layout is for pictures.
  const coverLike = (candidate: LayoutInfo) =>
    !!candidate.look?.distinct ||
    candidate.type === 'title' ||
    has(candidate, 'ctrTitle', 'subTitle');
  // Only a template with a content page of its ordinary look offers better.
  const ordinary = info.layouts.some(
    (candidate) =>
      !candidate.hidden &&
      !coverLike(candidate) &&
      has(candidate, 'title') &&
      has(candidate, 'body', 'obj'),
  );
  if (!ordinary) return false;
  return (
    (layout === opening && coverLike(opening)) || (!!layout.look?.distinct && !has(layout, 'pic'))
  );
}

interface TextShape {
  frame: TextFrame;
  paragraphs: Paragraph[];
  isTitle: boolean;
  /** A body placeholder, or a text box of bulleted paragraphs (not a big number, a caption). */
  isList: boolean;
  /** Its paragraphs are points a presenter makes (a list, a bullet beside a figure). */
  makesPoints: boolean;
}

/** The slide's text shapes with the box, sizes and font they are drawn with. */
function textShapes(
  tree: Element,
  layout: LayoutInfo | undefined,
  info: TemplateInfo,
): TextShape[] {
  const shapes: TextShape[] = [];
  for (const shape of descendants(tree, 'p:sp')) {
    const body = path(shape, 'p:txBody');
    if (!body) continue;
    const paragraphs = children(body, 'a:p')
      .map((paragraph) => ({
        text: descendants(paragraph, 'a:t')
          .map((t) => t.textContent ?? '')
          .join(''),
        level: numberAttribute(path(paragraph, 'a:pPr'), 'lvl') ?? 0,
        ...sizeOf(paragraph),
        ...marginOf(paragraph),
      }))
      .filter((paragraph) => paragraph.text.trim());
    if (paragraphs.length === 0) continue;
    const ph = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const inherited = ph && layout ? inheritedPlaceholder(ph, layout) : undefined;
    const isTitle = TITLE_TYPES.has(attribute(ph, 'type') ?? '');
    const box = ownBox(shape) ?? inherited?.box;
    if (!box) continue;
    // A list: two paragraphs or more, not all without bullets (a big number and its label), in a
    // body placeholder or a text box (bulleted, or the body of a layout without placeholders).
    const unbulleted = children(body, 'a:p').filter(
      (paragraph) => (paragraph.textContent ?? '').trim() && path(paragraph, 'a:pPr', 'a:buNone'),
    ).length;
    // A text box without bullets is a list when its paragraphs share a size (a big number
    // above its label is not).
    const sizes = paragraphs.map((paragraph) => paragraph.sizePt ?? 0);
    const bulleted = descendants(body, 'a:buChar').length + descendants(body, 'a:buAutoNum').length;
    const listType = ph
      ? LIST_TYPES.has(attribute(ph, 'type') ?? 'obj')
      : bulleted > 0 || Math.max(...sizes) <= Math.min(...sizes) * 1.2;
    const points = !isTitle && listType && unbulleted < paragraphs.length;
    shapes.push({
      isTitle,
      isList: points && paragraphs.length >= 2,
      // One bullet beside a figure is a point too; one line in a text box is a title or a label.
      makesPoints: points && (!!ph || bulleted > 0 || paragraphs.length >= 2),
      paragraphs,
      frame: {
        box,
        levels: ph ? (inherited?.levels ?? []) : [],
        font: {
          family: inherited?.typeface ?? (isTitle ? info.fonts.major : info.fonts.minor),
          bold: inherited?.bold ?? false,
        },
        defaultSizePt: isTitle ? 44 : 18,
        ...(ph && inherited ? placeholderText(inherited) : {}),
        // Columns the slide sets (an agenda in two) over the layout's.
        ...ownColumns(shape),
      },
    });
  }
  return shapes;
}

function overflows(shape: TextShape, measurer: TextMeasurer): boolean {
  return (
    textHeight(shape.paragraphs, shape.frame, 1, measurer) >
    shape.frame.box.h / EMU_PER_POINT + TOLERANCE_PT
  );
}

function overLimits(paragraphs: Paragraph[]): number {
  const long = paragraphs.filter((p) => p.text.split(/\s+/).length > WORDS_TOLERATED).length;
  return long + (paragraphs.length > PLAN_LIMITS.bulletsPerSlide ? 1 : 0);
}

/** The paragraph's own left margin (points), when it sets one. */
function marginOf(paragraph: Element): { marginLeftPt?: number } {
  const margin = numberAttribute(path(paragraph, 'a:pPr'), 'marL');
  return margin === undefined ? {} : { marginLeftPt: margin / EMU_PER_POINT };
}

/** The largest explicit run size of a paragraph (points), when runs set one. */
function sizeOf(paragraph: Element): { sizePt?: number } {
  const sizes = descendants(paragraph, 'a:rPr')
    .map((run) => numberAttribute(run, 'sz'))
    .filter((size): size is number => !!size);
  return sizes.length ? { sizePt: Math.max(...sizes) / 100 } : {};
}

function ownColumns(shape: Element): { columns?: number } {
  const columns = numberAttribute(path(shape, 'p:txBody', 'a:bodyPr'), 'numCol');
  return columns && columns > 1 ? { columns } : {};
}

function ownBox(shape: Element): Box | undefined {
  const offset = path(shape, 'p:spPr', 'a:xfrm', 'a:off');
  const extent = path(shape, 'p:spPr', 'a:xfrm', 'a:ext');
  if (!offset || !extent) return undefined;
  return {
    x: numberAttribute(offset, 'x') ?? 0,
    y: numberAttribute(offset, 'y') ?? 0,
    w: numberAttribute(extent, 'cx') ?? 0,
    h: numberAttribute(extent, 'cy') ?? 0,
  };
}

const isMedia = (picture: Element) =>
  descendants(picture, 'a:videoFile').length > 0 || descendants(picture, 'a:audioFile').length > 0;

async function notesText(zip: JSZip, part: string): Promise<string> {
  const notes = await readXmlPart(zip, part);
  if (!notes) return '';
  return descendants(notes, 'p:sp')
    .filter((shape) => attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type') === 'body')
    .flatMap((shape) => descendants(shape, 'a:t').map((t) => t.textContent ?? ''))
    .join('')
    .trim();
}
