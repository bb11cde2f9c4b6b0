import type JSZip from 'jszip';
import { readRelationships, readXmlPart } from '../../ooxml/opc-package';
import { attribute, descendants, path } from '../../ooxml/xml';
import {
  backdrop,
  bestColour,
  boxOf,
  BODY_CONTRAST,
  contrast,
  type PartCache,
  type Rgb,
  slideLook,
  toHex,
} from '../template';

/** A text colour a chart part sets: `<a:solidFill><a:srgbClr val="000000"/></a:solidFill>`. */
const TEXT_FILL =
  /(<c:txPr>(?:(?!<\/c:txPr>)[\s\S])*?<a:defRPr[^>]*>\s*<a:solidFill>\s*)<a:(?:srgbClr|schemeClr) val="([^"]*)"\s*\/>/g;

/**
 * Step after merging, beside ensureContrast: the words of a chart (axis labels, legend, data
 * labels; pptxgenjs sets them black) are read against what is behind the chart on its slide.
 * Where black (or the colour set) is below WCAG's 4.5:1 there, as on a dark template, every
 * text colour of the chart becomes the template's first colour that passes. Returns how many
 * charts were recoloured.
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
      const box = boxOf(path(frame, 'p:xfrm'));
      const behind = box && backdrop(box, [look.background, ...look.fills]);
      const file = chart && zip.file(chart);
      if (!behind || !file) continue;
      const xml = await file.async('string');
      const colourOf = (value: string): Rgb | undefined =>
        /^[0-9A-F]{6}$/i.test(value)
          ? {
              r: parseInt(value.slice(0, 2), 16),
              g: parseInt(value.slice(2, 4), 16),
              b: parseInt(value.slice(4, 6), 16),
            }
          : look.context.scheme[look.context.map[value] ?? value];
      const readable = (value: string) => {
        const colour = colourOf(value);
        return !!colour && Math.min(...behind.map((b) => contrast(colour, b))) >= BODY_CONTRAST;
      };
      if ([...xml.matchAll(TEXT_FILL)].every(([, , value]) => readable(value))) continue;
      const best = bestColour(look, behind, BODY_CONTRAST);
      const rgb = typeof best === 'string' ? colourOf(best) : best;
      if (!rgb) continue;
      zip.file(
        chart,
        xml.replace(TEXT_FILL, (_, head: string) => `${head}<a:srgbClr val="${toHex(rgb)}"/>`),
      );
      changed++;
    }
  }
  return changed;
}
