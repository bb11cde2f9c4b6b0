import type JSZip from 'jszip';
import { readRelationships } from '../../ooxml/opc-package';
import { path } from '../../ooxml/xml';
import { area, intersection } from './free-area';
import { type Fill, type PartCache, type SlideLook, slideLook } from './slide-look';
import type { LayoutInfo } from './template-analysis';
import { contrast, type Rgb } from './theme-colours';

/** How a layout looks beside the template's ordinary look (its master's). */
export interface LayoutLook {
  /** The colour covering most of the slide (background, or a fill over half of it), on average; none for a picture. */
  tone?: Rgb;
  /**
   * The layout sets itself apart from its master: its own background or a fill over half the
   * slide, of a clearly different tone (2:1) or a picture. Such layouts are covers and dividers
   * in the templates of the wild (a red cover beside white content pages), not content pages.
   */
  distinct: boolean;
}

/** A fill or picture over this share of the slide sets its tone. */
const DOMINANT = 0.5;
/** Tones this far apart (contrast ratio) are different looks. */
const DIFFERENT = 2;

/** Sets `look` on every layout (read from the template's parts). Changes `layouts` in place. */
export async function readLayoutLooks(
  zip: JSZip,
  layouts: LayoutInfo[],
  size: { slideWidth: number; slideHeight: number },
  cache: PartCache = new Map(),
): Promise<void> {
  const slide = { x: 0, y: 0, w: size.slideWidth, h: size.slideHeight };
  const dominates = (fill: Fill) => area(intersection(fill.box, slide)) >= DOMINANT * area(slide);
  for (const layout of layouts) {
    const look = await slideLook(zip, layout.part, cache);
    const root = (await cache.get(layout.part))?.documentElement;
    if (!look || !root) continue;
    const current = toneOf(look, dominates);
    const masterPart = (await readRelationships(zip, layout.part)).find(
      (rel) => rel.type === 'slideMaster',
    )?.target;
    const masterLook = masterPart ? await slideLook(zip, masterPart, cache) : undefined;
    // The master's look: what the layout would look like without its own background and artwork.
    const base = masterLook ? toneOf(masterLook, dominates) : { picture: false };
    const own = !!path(root, 'p:cSld', 'p:bg') || look.fills.some(dominates);
    const differs =
      current.picture !== base.picture ||
      (!!current.tone && !!base.tone && contrast(current.tone, base.tone) >= DIFFERENT);
    layout.look = {
      ...(current.tone ? { tone: current.tone } : {}),
      distinct: own && differs,
    };
  }
}

/** The colour over most of the slide: the topmost fill over half of it, else the background. */
function toneOf(look: SlideLook, dominates: (fill: Fill) => boolean): Tone {
  const chosen = [...look.fills].reverse().find(dominates) ?? look.background;
  // A picture's tone is not needed here: a picture differs from a colour, and decoding every
  // layout's pictures would cost seconds on a designed template.
  if (chosen.picture) return { picture: true };
  return { ...(chosen.colours?.length ? tone(chosen.colours) : {}), picture: false };
}

interface Tone {
  tone?: Rgb;
  picture: boolean;
}

function tone(colours: Rgb[]): { tone: Rgb } {
  const sum = colours.reduce((s, c) => ({ r: s.r + c.r, g: s.g + c.g, b: s.b + c.b }), {
    r: 0,
    g: 0,
    b: 0,
  });
  const n = colours.length;
  return { tone: { r: sum.r / n, g: sum.g / n, b: sum.b / n } };
}
