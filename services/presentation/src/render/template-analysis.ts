import type JSZip from 'jszip';
import type { Element } from '@xmldom/xmldom';
import { readRelationships, readXmlPart } from '../ooxml/opc-package';
import { attribute, children, descendants, numberAttribute, path } from '../ooxml/xml';

/** English Metric Units: 914,400 per inch, 12,700 per point. */
export const EMU_PER_INCH = 914_400;
export const EMU_PER_POINT = 12_700;

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
}

export interface TemplateInfo {
  /** EMU */
  slideWidth: number;
  slideHeight: number;
  layouts: LayoutInfo[];
  fonts: { major?: string; minor?: string };
  hasNotesMaster: boolean;
  slideCount: number;
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
  for (const masterId of masterIds) {
    const masterPart = presentationRels.find(
      (rel) => rel.id === attribute(masterId, 'r:id'),
    )?.target;
    if (!masterPart || !zip.file(masterPart)) continue;
    const master = await readMaster(zip, masterPart);
    if (!fonts.major && !fonts.minor) fonts = master.fonts;
    layouts.push(...master.layouts);
  }
  if (layouts.length === 0) throw new TemplateError('it has no slide layouts');
  return {
    slideWidth: numberAttribute(size, 'cx') ?? 12_192_000,
    slideHeight: numberAttribute(size, 'cy') ?? 6_858_000,
    layouts,
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
  const masterPlaceholders = placeholdersOf(path(masterRoot, 'p:cSld', 'p:spTree'));
  const styles = {
    title: styleSize(path(masterRoot, 'p:txStyles', 'p:titleStyle')),
    body: styleSize(path(masterRoot, 'p:txStyles', 'p:bodyStyle')),
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
    const own = placeholdersOf(path(layout, 'p:cSld', 'p:spTree'));
    layouts.push({
      part,
      number,
      name: attribute(path(layout, 'p:cSld'), 'name') ?? '',
      ...(attribute(layout, 'type') ? { type: attribute(layout, 'type') } : {}),
      placeholders: own.map((placeholder) => {
        const inherited = masterPlaceholders.find((candidate) => sameRole(candidate, placeholder));
        const box = placeholder.box ?? inherited?.box;
        const fontSizePt =
          placeholder.fontSizePt ??
          inherited?.fontSizePt ??
          (TITLE_TYPES.has(placeholder.type) ? styles.title : styles.body);
        return {
          ...placeholder,
          ...(box ? { box } : {}),
          ...(fontSizePt ? { fontSizePt } : {}),
        };
      }),
    });
  }
  return { layouts, fonts };
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
    const fontSizePt = styleSize(path(shape, 'p:txBody', 'a:lstStyle'));
    out.push({
      type: rawType ?? (shape.nodeName === 'p:pic' ? 'pic' : 'obj'),
      ...(rawType ? { rawType } : {}),
      ...(idx !== undefined ? { idx } : {}),
      name: attribute(path(nonVisual, 'p:cNvPr'), 'name') ?? '',
      ...(box ? { box } : {}),
      ...(fontSizePt ? { fontSizePt } : {}),
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

function boxOf(xfrm: Element | undefined): Box | undefined {
  const offset = xfrm && path(xfrm, 'a:off');
  const extent = xfrm && path(xfrm, 'a:ext');
  if (!offset || !extent) return undefined;
  return {
    x: numberAttribute(offset, 'x') ?? 0,
    y: numberAttribute(offset, 'y') ?? 0,
    w: numberAttribute(extent, 'cx') ?? 0,
    h: numberAttribute(extent, 'cy') ?? 0,
  };
}

/** First-level font size (points) of a list style or text style. */
function styleSize(style: Element | undefined): number | undefined {
  const size = numberAttribute(style && path(style, 'a:lvl1pPr', 'a:defRPr'), 'sz');
  return size ? size / 100 : undefined;
}
