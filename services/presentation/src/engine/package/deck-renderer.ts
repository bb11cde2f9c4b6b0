import JSZip from 'jszip';
import { stripExternalLinks } from '@deckforge/kit';
import type { DeckPlan } from '@deckforge/proto';
import { readXmlPart, slidePartsInOrder, writeXmlPart } from '../../ooxml/opc-package';
import { applyPrototypes } from './prototype-artwork';
import { bodyColumns } from './body-columns';
import {
  buildContentDeck,
  type AssetPaths,
  levelMargins,
  sampleColours,
  withoutBullets,
} from '../draw';
import { chooseLayouts } from '../layout';
import { checkPackage } from './package-check';
import { repairPackage } from './package-repair';
import { mendChartColours } from './chart-colours';
import { describeFrames } from './frame-descriptions';
import { storeCompressedMedia } from './media-compression';
import { ensureContrast } from './text-contrast';
import { ensureChartContrast } from './chart-text';
import { defaultTableStyle, styleTables } from './table-style';
import { bindToLayout, rightToLeft } from './placeholder-binding';
import {
  analyzeTemplate,
  frameTemplate,
  TemplateError,
  type TemplateInfo,
  normalizeTemplate,
} from '../template';
import { mergeIntoTemplate } from './template-merge';
import { fitPlan, FontMeasurer, type TextMeasurer } from '../fit';
/** Languages written right to left (BCP 47 primary tags). */
const RTL_LANGUAGES = /^(ar|he|iw|fa|ur|yi|ps|dv|ckb)(-|$)/i;

/** One per process: it caches the fonts it opened. */
const defaultMeasurer = new FontMeasurer();

export interface RenderedDeck {
  bytes: Buffer;
  slideCount: number;
  /** Layout name used per slide, in order (for checks and quality reports). */
  layouts: string[];
  /**
   * The plan as drawn: after text fitting (lists split into parts, sizes chosen), one planned
   * slide per slide of the deck. Stored with the deck, it is what the editor changes.
   */
  plan: DeckPlan;
}

/**
 * Renders a plan into a template (approach "A2" of the rendering spike): analyse the template,
 * choose a layout per kind of slide, fit text, build a content deck with pptxgenjs, re-bind
 * its placeholders to the layouts, append the slides to the template with pptx-automizer,
 * repair what it leaves (media parts, notes, orphans, duplicate ids), strip every external
 * link and check the package.
 */
export async function renderDeck(
  plan: DeckPlan,
  template: Buffer,
  assets: AssetPaths,
  measurer: TextMeasurer = defaultMeasurer,
): Promise<RenderedDeck> {
  let info: TemplateInfo;
  let tableStyle: string;
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(template);
    const normalized = await normalizeTemplate(zip);
    info = await analyzeTemplate(zip);
    // A template without text places gets layouts of its own (see frameTemplate).
    const framed = await frameTemplate(zip, info);
    if (framed) info = framed;
    if (normalized || framed) template = await zip.generateAsync({ type: 'nodebuffer' });
    tableStyle = await defaultTableStyle(zip);
  } catch (error) {
    if (error instanceof TemplateError) throw error;
    throw new TemplateError('it is damaged or not a PowerPoint presentation');
  }
  const layouts = chooseLayouts(info);
  const fitted = fitPlan(plan, layouts, info, measurer);
  const { deck, uses } = await buildContentDeck(fitted, info, layouts, assets, measurer);

  const content = await JSZip.loadAsync(deck);
  // Right-to-left text, or a right-to-left template (aligned right, read in the text's order).
  const rtlText = plan.direction === 'rtl' || RTL_LANGUAGES.test(plan.language ?? '');
  const rtl = rtlText || info.direction === 'rtl';
  for (const [index, use] of uses.entries()) {
    const part = `ppt/slides/slide${index + 1}.xml`;
    const slide = (await readXmlPart(content, part))!;
    bindToLayout(slide, use, use.contentBox);
    if (rtl) rightToLeft(slide, rtlText);
    describeFrames(slide, fitted.slides[index]);
    withoutBullets(slide, fitted.slides[index]);
    levelMargins(slide, fitted.slides[index], use, info);
    sampleColours(slide, use);
    bodyColumns(slide, fitted.slides[index]);
    styleTables(slide, tableStyle);
    writeXmlPart(content, part, slide);
  }
  await mendChartColours(content);
  const merged = await mergeIntoTemplate(
    template,
    await content.generateAsync({ type: 'nodebuffer' }),
    uses.map((use) => use.layout.number),
  );
  const slideParts = await slidePartsInOrder(merged);
  if (uses.some((use) => use.prototype)) await applyPrototypes(merged, zip, slideParts, uses);
  await ensureContrast(merged, slideParts);
  await ensureChartContrast(merged, slideParts);
  await repairPackage(merged, content);
  // Templates lose their external links at upload; this holds for any stored before, and for
  // anything the content brought (docs/decisions.md, "No network from a user's file").
  await stripExternalLinks(merged);
  const problems = await checkPackage(merged);
  if (problems.length > 0)
    throw new Error(`The rendered deck is not a valid package: ${problems.slice(0, 5).join('; ')}`);
  storeCompressedMedia(merged);
  const bytes = await merged.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
  return {
    bytes,
    slideCount: uses.length,
    layouts: uses.map((use) => use.layout.name),
    plan: fitted,
  };
}
