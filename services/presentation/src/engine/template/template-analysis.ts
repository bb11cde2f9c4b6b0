import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, children, descendants, numberAttribute, path } from '../../ooxml/xml';
import { freeArea, intersection } from './free-area';
import { titleBand } from './title-band';
import { bodyPropertiesOf, boxOf, decorationsOf, type TextBodyProperties } from './shape-geometry';
import { addBackgroundArtwork } from './background-artwork';
import { growCrampedBodies } from './cramped-bodies';
import { type LayoutLook, readLayoutLooks } from './layout-looks';
import { learnFromSampleSlides } from './sample-slides';
import type { PartCache } from './slide-look';
import { findPrototypes, type SlidePrototype } from './slide-prototypes';
import { mergeLevels, sampleTextLevels, textStyle } from './text-styles';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlaceholderInfo {
  /** The effective type (`obj` when the part leaves it out, as ECMA-376 defines). */
  type: string;
  /** The type attribute as written, to write the same back. */
  rawType?: string;
  idx?: string;
  name: string;
  /** EMU; inherited from the master when the layout does not position it. */
  box?: Box;
  /** Size of first-level text in points, from the layout or the master's text styles. */
  fontSizePt?: number;
  /** Text style per outline level (0–2), merged from the layout, the master and its text styles. */
  levels?: LevelStyle[];
  /** Bold by default (many title styles are). */
  bold?: boolean;
  /** The typeface its text is set in where not the theme's (a prototype's sample text). */
  typeface?: string;
  /** How its text is set: vertical or turned, right-to-left, autofit, insets, columns. */
  text?: TextBodyProperties;
  /**
   * The part of `box` the layout's and master's artwork leaves free (EMU), when artwork covers
   * some of it; text is measured against and placed in this area.
   */
  freeBox?: Box;
  /** Its box differs from the layout's (free area, a prototype's): written on the slide. */
  placed?: boolean;
}

/** What measuring a paragraph of one outline level needs to know (points and fractions). */
export interface LevelStyle {
  sizePt?: number;
  /** Left margin of the text (marL), bullet included. */
  marginLeftPt?: number;
  /** Line spacing as a fraction of single spacing (lnSpc spcPct), or fixed points. */
  lineSpacing?: number;
  lineSpacingPt?: number;
  /** Space before a paragraph: fixed points, or a fraction of the font size. */
  spaceBeforePt?: number;
  spaceBefore?: number;
  /** Space after a paragraph (spcAft): fixed points, or a fraction of the font size. */
  spaceAfterPt?: number;
  spaceAfter?: number;
  /** What the level's list style sets before each paragraph: a bullet (character, number, picture) or none. */
  bullet?: 'shown' | 'none';
  /**
   * The bullet the placeholder's sample text shows at this level: LibreOffice's exports set
   * their bullets there only, so slides inherit none (see levelBullet in draw).
   */
  sampleBullet?: SampleBullet | 'none';
  /**
   * The fill (`a:solidFill` XML) the placeholder's sample text is set in at this level:
   * LibreOffice's exports colour their sample text only, so slides inherit the default black
   * (see sampleColours in draw).
   */
  sampleFill?: string;
  /** The level's list style sets a colour (defRPr): slides inherit it, the sample's is moot. */
  styledFill?: boolean;
}

/** A bullet character as a sample paragraph draws it. */
export interface SampleBullet {
  char: string;
  font?: string;
  /** Size as a fraction of the text's (buSzPct). */
  size?: number;
  /** Hanging indent of the first line (points, negative). */
  indentPt?: number;
}

export interface LayoutInfo {
  /** `ppt/slideLayouts/slideLayout7.xml` */
  part: string;
  /** The 7 in slideLayout7.xml: how pptx-automizer names the layout. */
  number: number;
  name: string;
  /** ST_SlideLayoutType (`title`, `obj`, `secHead`, `picTx`, `titleOnly`, ...), when set. */
  type?: string;
  placeholders: PlaceholderInfo[];
  /** The layout is marked hidden (show="0"): PowerPoint does not offer it. */
  hidden?: boolean;
  /** Boxes of the artwork the layout and its master draw (EMU). */
  decorations?: Box[];
  /** How many of the template's own slides put text in this layout's body (its author's use). */
  sampleBodies?: number;
  /** The template's first slide uses this layout: its author's cover. */
  opensDeck?: boolean;
  /** Its slide master's part. */
  master?: string;
  /**
   * Its master is the cover's and serves none of the template's slides in between: the master
   * of a cover design (LibreOffice's templates give every page design a master of its own).
   */
  onCoverMaster?: boolean;
  /** Its tone and whether it sets itself apart from its master's look (see LayoutLook). */
  look?: LayoutLook;
}

export interface TemplateInfo {
  /** EMU */
  slideWidth: number;
  slideHeight: number;
  layouts: LayoutInfo[];
  fonts: { major?: string; minor?: string };
  hasNotesMaster: boolean;
  slideCount: number;
  /** Right-to-left when the master's text styles say so (Arabic, Hebrew templates). */
  direction?: 'rtl';
  /**
   * The template's own slides that carry its look (backgrounds, pictures, artwork on the
   * slides rather than on the layouts), one per kind of slide they suit.
   */
  prototypes?: SlidePrototype[];
}

const TITLE_TYPES = new Set(['title', 'ctrTitle']);

/** A template that cannot be rendered into, and why (in words for its owner). */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
}

/**
 * Reads what rendering needs from a template (system or uploaded): slide size, theme fonts,
 * and every layout of every master with its placeholders, their geometry (inherited from the
 * master where the layout leaves it out) and first-level font size.
 */
export async function analyzeTemplate(zip: JSZip): Promise<TemplateInfo> {
  const presentation = await readXmlPart(zip, 'ppt/presentation.xml');
  const root = presentation && path(presentation, 'p:presentation');
  if (!root) throw new TemplateError('it is not a PowerPoint presentation');
  const size = path(root, 'p:sldSz');
  const presentationRels = await readRelationships(zip, 'ppt/presentation.xml');
  const masterIds = children(path(root, 'p:sldMasterIdLst') ?? root, 'p:sldMasterId');
  const layouts: LayoutInfo[] = [];
  let fonts: TemplateInfo['fonts'] = {};
  let direction: TemplateInfo['direction'];
  for (const masterId of masterIds) {
    const masterPart = presentationRels.find(
      (rel) => rel.id === attribute(masterId, 'r:id'),
    )?.target;
    if (!masterPart || !zip.file(masterPart)) continue;
    const master = await readMaster(zip, masterPart);
    if (!fonts.major && !fonts.minor) fonts = master.fonts;
    direction ??= master.direction;
    layouts.push(...master.layouts);
  }
  if (layouts.length === 0) throw new TemplateError('it has no slide layouts');
  const slideWidth = numberAttribute(size, 'cx') ?? 12_192_000;
  const slideHeight = numberAttribute(size, 'cy') ?? 6_858_000;
  const slideList = children(path(root, 'p:sldIdLst') ?? root, 'p:sldId')
    .map((id) => presentationRels.find((rel) => rel.id === attribute(id, 'r:id'))?.target)
    .filter((part): part is string => !!part && !!zip.file(part));
  await learnFromSampleSlides(zip, slideList, layouts, { slideWidth, slideHeight });
  // Layouts and masters parsed once for their background pictures and their looks.
  const parts: PartCache = new Map();
  await addBackgroundArtwork(zip, layouts, { slideWidth, slideHeight }, parts);
  growCrampedBodies(layouts, { slideWidth, slideHeight });
  await readLayoutLooks(zip, layouts, { slideWidth, slideHeight }, parts);
  for (const layout of layouts)
    for (const placeholder of layout.placeholders) {
      if (!placeholder.box) continue;
      // Text stays on the slide: a placeholder reaching past its edges is cut to them.
      const onSlide = intersection(placeholder.box, { x: 0, y: 0, w: slideWidth, h: slideHeight });
      const decorations = layout.decorations ?? [];
      let free = freeArea(onSlide, decorations, slideWidth * slideHeight);
      // A title the artwork leaves whole but that crosses the edge of its band goes on the band.
      if (TITLE_TYPES.has(placeholder.type) && free === onSlide)
        free = titleBand(onSlide, decorations, slideWidth * slideHeight) ?? free;
      const { x, y, w, h } = placeholder.box;
      if (free.x !== x || free.y !== y || free.w !== w || free.h !== h) placeholder.freeBox = free;
    }
  return {
    slideWidth,
    slideHeight,
    layouts,
    ...(direction ? { direction } : {}),
    prototypes: await findPrototypes(zip, slideList, layouts, { slideWidth, slideHeight }),
    fonts,
    hasNotesMaster:
      children(path(root, 'p:notesMasterIdLst') ?? root, 'p:notesMasterId').length > 0,
    slideCount: children(path(root, 'p:sldIdLst') ?? root, 'p:sldId').length,
  };
}

async function readMaster(zip: JSZip, masterPart: string) {
  const master = (await readXmlPart(zip, masterPart))!;
  const masterRoot = path(master, 'p:sldMaster')!;
  const rels = await readRelationships(zip, masterPart);
  const masterTree = path(masterRoot, 'p:cSld', 'p:spTree');
  const masterPlaceholders = placeholdersOf(masterTree);
  const masterDecorations = decorationsOf(masterTree);
  const bodyRtl = attribute(path(masterRoot, 'p:txStyles', 'p:bodyStyle', 'a:lvl1pPr'), 'rtl');
  const direction = bodyRtl === '1' ? ('rtl' as const) : undefined;
  const styles = {
    title: textStyle(path(masterRoot, 'p:txStyles', 'p:titleStyle')),
    body: textStyle(path(masterRoot, 'p:txStyles', 'p:bodyStyle')),
  };
  const themePart = rels.find((rel) => rel.type === 'theme')?.target;
  const theme = themePart ? await readXmlPart(zip, themePart) : undefined;
  const fontScheme = theme && path(theme, 'a:theme', 'a:themeElements', 'a:fontScheme');
  const fonts = {
    major: attribute(fontScheme && path(fontScheme, 'a:majorFont', 'a:latin'), 'typeface'),
    minor: attribute(fontScheme && path(fontScheme, 'a:minorFont', 'a:latin'), 'typeface'),
  };
  const layouts: LayoutInfo[] = [];
  for (const layoutId of children(
    path(masterRoot, 'p:sldLayoutIdLst') ?? masterRoot,
    'p:sldLayoutId',
  )) {
    const part = rels.find((rel) => rel.id === attribute(layoutId, 'r:id'))?.target;
    const number = Number(/slideLayout(\d+)\.xml$/.exec(part ?? '')?.[1]);
    if (!part || !number || !zip.file(part)) continue;
    const layout = path((await readXmlPart(zip, part))!, 'p:sldLayout');
    if (!layout) continue;
    const tree = path(layout, 'p:cSld', 'p:spTree');
    const own = placeholdersOf(tree);
    const showsMaster = !['0', 'false'].includes(attribute(layout, 'showMasterSp') ?? '');
    layouts.push({
      part,
      number,
      name: attribute(path(layout, 'p:cSld'), 'name') ?? '',
      master: masterPart,
      ...(attribute(layout, 'type') ? { type: attribute(layout, 'type') } : {}),
      ...(['0', 'false'].includes(attribute(layout, 'show') ?? '') ? { hidden: true } : {}),
      decorations: [...decorationsOf(tree), ...(showsMaster ? masterDecorations : [])],
      placeholders: own.map((placeholder) => {
        const inherited = masterPlaceholders.find((candidate) => sameRole(candidate, placeholder));
        const box = placeholder.box ?? inherited?.box;
        const style = TITLE_TYPES.has(placeholder.type) ? styles.title : styles.body;
        const levels = mergeLevels(placeholder.levels, inherited?.levels, style.levels);
        const fontSizePt = levels[0]?.sizePt;
        const bold = placeholder.bold ?? inherited?.bold ?? style.bold;
        const text = { ...inherited?.text, ...placeholder.text };
        if (text.rtl === undefined && direction) text.rtl = true;
        return {
          ...placeholder,
          text,
          ...(box ? { box } : {}),
          ...(fontSizePt ? { fontSizePt } : {}),
          levels,
          ...(bold !== undefined ? { bold } : {}),
        };
      }),
    });
  }
  return { layouts, fonts, direction };
}

/** Placeholders of a shape tree (including inside groups), in order. */
function placeholdersOf(tree: Element | undefined): PlaceholderInfo[] {
  if (!tree) return [];
  const shapes = [...descendants(tree, 'p:sp'), ...descendants(tree, 'p:pic')];
  const out: PlaceholderInfo[] = [];
  for (const shape of shapes) {
    const nonVisual = path(shape, 'p:nvSpPr') ?? path(shape, 'p:nvPicPr');
    const ph = nonVisual && path(nonVisual, 'p:nvPr', 'p:ph');
    if (!ph) continue;
    const rawType = attribute(ph, 'type');
    const idx = attribute(ph, 'idx');
    const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
    const style = textStyle(path(shape, 'p:txBody', 'a:lstStyle'));
    // LibreOffice writes a master's sizes on its sample text rather than in list styles.
    style.levels = mergeLevels(style.levels, sampleTextLevels(shape));
    const fontSizePt = style.levels[0]?.sizePt;
    out.push({
      type: rawType ?? (shape.nodeName === 'p:pic' ? 'pic' : 'obj'),
      ...(rawType ? { rawType } : {}),
      ...(idx !== undefined ? { idx } : {}),
      name: attribute(path(nonVisual, 'p:cNvPr'), 'name') ?? '',
      ...(box ? { box } : {}),
      ...(fontSizePt ? { fontSizePt } : {}),
      levels: style.levels,
      ...(style.bold !== undefined ? { bold: style.bold } : {}),
      text: bodyPropertiesOf(shape),
    });
  }
  return out;
}

/** A layout placeholder inherits from the master placeholder of the same role. */
function sameRole(master: PlaceholderInfo, layout: PlaceholderInfo): boolean {
  if (TITLE_TYPES.has(layout.type)) return master.type === 'title';
  if (['dt', 'ftr', 'sldNum'].includes(layout.type)) return master.type === layout.type;
  return master.type === 'body';
}
