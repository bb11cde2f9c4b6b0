import type { Element } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { readRelationships, readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { attribute, descendants, path } from '../../src/ooxml/xml';
import { AGENDA_TITLES } from '../../src/deck-rules/deck-words';
import { PLAN_LIMITS } from '../../src/deck-rules/plan-limits';
import { countVisuals, type VisualCounts } from './visual-counts';
import { onCover } from './cover-content';
import type { ContrastFinding } from './rendered-contrast';
import type { PrintedWords } from './printed-words';
import { PART, thinListParts, type SlideText } from './list-parts';
import { pictureOverArtwork } from './picture-placement';
import { smallFigure } from './figure-size';
import { placementOf } from './text-placement';
import { listOf, overflows, textShapes } from './text-shapes';
import { sizeFindings } from './text-sizes';
import { subPointsLarger } from './level-sizes';
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
  type LayoutInfo,
  slideLook,
} from '../../src/engine/template';
import type { Paragraph, TextMeasurer } from '../../src/engine/fit';

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
  /** Slide numbers whose figures are drawn smaller than half what the free area holds (figure-size.ts). */
  smallFigures: number[];
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
  /** Slide numbers drawing a sub-point larger than its point (level-sizes.ts). */
  subPointsLarger: number[];
}

/**
 * A bullet may run over the planner's condensing target: a sentence that cannot be condensed is
 * kept whole (never cut) up to PLAN_LIMITS.wordsPerSentence words, and fitting sizes it.
 */
const WORDS_TOLERATED = PLAN_LIMITS.wordsPerSentence;

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
    smallFigures: [],
    slideLayouts: [],
    contentOnCover: [],
    typeScale: { listSizes: {}, spread: 1, jumps: [] },
    partsThatFit: [],
    repeatedPoints: [],
    subPointsLarger: [],
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
    const texts = textShapes(
      slide.documentElement!,
      layout,
      info,
      await slideLook(zip, part, looks),
    );
    const motifs = await backgroundArtwork(zip, part, slideBox, looks);
    const placement = placementOf(slide.documentElement!, layout, info, motifs);
    if (placement.overArtwork) report.textOverArtwork.push(index + 1);
    if (placement.offSlide) report.textOffSlide.push(index + 1);
    if (placement.turned) report.turnedText.push(index + 1);
    const sizes = sizeFindings(slide.documentElement!, layout);
    if (subPointsLarger(texts)) report.subPointsLarger.push(index + 1);
    if (placement.cutTitle || sizes.smallTitle) report.cutTitles.push(index + 1);
    if (sizes.smallTitle || sizes.smallBody) report.smallText.push(index + 1);
    const tree = path(slide, 'p:sld', 'p:cSld', 'p:spTree');
    if (tree && pictureOverArtwork(tree, layout, info.slideWidth * info.slideHeight, motifs))
      report.picturesOverArtwork.push(index + 1);
    if (tree && smallFigure(tree, layout, info, motifs)) report.smallFigures.push(index + 1);
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

function overLimits(paragraphs: Paragraph[]): number {
  const long = paragraphs.filter((p) => p.text.split(/\s+/).length > WORDS_TOLERATED).length;
  return long + (paragraphs.length > PLAN_LIMITS.bulletsPerSlide ? 1 : 0);
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
