import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, descendants, path } from '../../ooxml/xml';
import {
  backdrop,
  bestColour,
  boxOf,
  BODY_CONTRAST,
  type PartCache,
  type Rgb,
  type SlideLook,
  slideLook,
  toHex,
  worstContrast,
} from '../template';

/**
 * A text colour a chart part sets (axis labels, legend, data labels, axis titles): the fill of
 * run properties, `<a:defRPr …><a:solidFill><a:srgbClr val="000000"/></a:solidFill>`. Every
 * other solid fill of a chart (bars, lines, the plot area) is a shape's.
 */
const TEXT_FILL =
  /(<a:(?:defRPr|rPr)\b[^>]*>\s*<a:solidFill>\s*)<a:(?:srgbClr|schemeClr) val="([^"]*)"\s*\/>/g;
/** The chart space's own fill, after its c:chart: none as pptxgenjs writes it. */
const SPACE_FILL = /(<\/c:chart>\s*<c:spPr>\s*)<a:noFill\s*\/>/;
/** The colour a chart's plate takes when no text colour reads on everything behind it. */
const PLATE = 'bg1';

/**
 * Step after merging, beside ensureContrast: the words of a chart are read against what is
 * behind the chart on its slide. Every text colour of the chart is written as the colour it
 * resolves to on that slide (a chart part has no colour map of its own, and renderers resolve
 * `tx1` there differently), replaced by the template's first colour that passes WCAG's 4.5:1
 * against all of the backdrop where it does not. A chart across two backdrops no colour reads
 * on both of (a dark band and a light page), or over one of unknown colours, gets a plate of
 * the template's background colour and the text colour that reads on it. Returns how many
 * charts changed colour or got a plate.
 */
export async function ensureChartContrast(zip: JSZip, slideParts: string[]): Promise<number> {
  const cache: PartCache = new Map();
  let changed = 0;
  for (const part of slideParts) {
    const slide = await readXmlPart(zip, part);
    const frames = slide ? descendants(slide, 'p:graphicFrame') : [];
    const charts = frames.filter((frame) => descendants(frame, 'c:chart').length);
    if (charts.length === 0) continue;
    const look = await slideLook(zip, part, cache);
    const rels = await readRelationships(zip, part);
    if (!look) continue;
    for (const frame of charts) {
      const id = attribute(descendants(frame, 'c:chart')[0], 'r:id');
      const chart = rels.find((rel) => rel.id === id)?.target;
      const file = chart && zip.file(chart);
      if (!file) continue;
      const box = boxOf(path(frame, 'p:xfrm'));
      const xml = await file.async('string');
      const mended = readableChart(
        xml,
        look,
        box && backdrop(box, [look.background, ...look.fills]),
      );
      if (mended === xml) continue;
      zip.file(chart, mended);
      changed++;
    }
  }
  return changed;
}

/** The chart's XML with its text colours made readable against `behind` (see ensureChartContrast). */
function readableChart(xml: string, look: SlideLook, behind: Rgb[] | undefined): string {
  const colourOf = (value: string): Rgb | undefined =>
    /^[0-9A-F]{6}$/i.test(value)
      ? {
          r: parseInt(value.slice(0, 2), 16),
          g: parseInt(value.slice(2, 4), 16),
          b: parseInt(value.slice(4, 6), 16),
        }
      : look.context.scheme[look.context.map[value] ?? value];
  const named = (colour: string | Rgb) => (typeof colour === 'string' ? colourOf(colour) : colour);
  const reads = (colour: Rgb | undefined, against: Rgb[]) =>
    !!colour && worstContrast(colour, against) >= BODY_CONTRAST;
  const best = behind && named(bestColour(look, behind, BODY_CONTRAST));
  let text = (value: string) => (reads(colourOf(value), behind ?? []) ? colourOf(value) : best);
  let mended = xml;
  if (!behind || !reads(best, behind)) {
    const plate = colourOf(PLATE);
    const onPlate = plate && named(bestColour(look, [plate], BODY_CONTRAST));
    if (!plate || !onPlate || !SPACE_FILL.test(xml)) return xml;
    mended = xml.replace(
      SPACE_FILL,
      `$1<a:solidFill><a:srgbClr val="${toHex(plate)}"/></a:solidFill>`,
    );
    text = (value) => (reads(colourOf(value), [plate]) ? colourOf(value) : onPlate);
  }
  return mended.replace(TEXT_FILL, (whole, head: string, value: string) => {
    const colour = text(value);
    return colour ? `${head}<a:srgbClr val="${toHex(colour)}"/>` : whole;
  });
}
