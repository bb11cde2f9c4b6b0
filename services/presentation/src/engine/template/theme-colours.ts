import type { Element } from '@xmldom/xmldom';
import { attribute, children, numberAttribute, path } from '../../ooxml/xml';

/** An sRGB colour, channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The theme's twelve colours by name (dk1, lt1, dk2, lt2, accent1–6, hlink, folHlink). */
export type ColourScheme = Record<string, Rgb>;
/** A master's or layout's colour map: bg1, tx1, bg2, tx2, accent1–6, hlink, folHlink → scheme name. */
export type ColourMap = Record<string, string>;

/** ECMA-376's default mapping, when a master leaves p:clrMap out. */
export const DEFAULT_COLOUR_MAP: ColourMap = {
  bg1: 'lt1',
  tx1: 'dk1',
  bg2: 'lt2',
  tx2: 'dk2',
  accent1: 'accent1',
  accent2: 'accent2',
  accent3: 'accent3',
  accent4: 'accent4',
  accent5: 'accent5',
  accent6: 'accent6',
  hlink: 'hlink',
  folHlink: 'folHlink',
};

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

const PRESET: Record<string, Rgb> = {
  black: BLACK,
  white: WHITE,
  red: { r: 255, g: 0, b: 0 },
  green: { r: 0, g: 128, b: 0 },
  blue: { r: 0, g: 0, b: 255 },
  gray: { r: 128, g: 128, b: 128 },
  yellow: { r: 255, g: 255, b: 0 },
};

const hex = (value: string | undefined): Rgb | undefined => {
  if (!value || !/^[0-9a-f]{6}$/i.test(value)) return undefined;
  const n = parseInt(value, 16);
  return { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
};

export const toHex = ({ r, g, b }: Rgb): string =>
  [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0').toUpperCase()).join('');

/** The colour scheme of a theme part (`a:theme`). */
export function colourScheme(theme: Element | undefined): ColourScheme {
  const scheme = theme && path(theme, 'a:themeElements', 'a:clrScheme');
  const out: ColourScheme = {};
  for (const entry of scheme ? children(scheme) : []) {
    const name = entry.nodeName.replace(/^a:/, '');
    const colour = children(entry)[0];
    const rgb = colour && baseColour(colour, {}, {});
    if (rgb) out[name] = rgb;
  }
  return out;
}

/** A `p:clrMap` (or `a:overrideClrMapping`) as a record, over the default for what it leaves out. */
export function colourMap(element: Element | undefined, base = DEFAULT_COLOUR_MAP): ColourMap {
  if (!element) return base;
  const out = { ...base };
  for (const key of Object.keys(DEFAULT_COLOUR_MAP)) {
    const value = attribute(element, key);
    if (value) out[key] = value;
  }
  return out;
}

/** What resolving a colour needs: the theme's colours, the colour map, the placeholder colour. */
export interface ColourContext {
  scheme: ColourScheme;
  map: ColourMap;
  /** The colour `phClr` stands for (a style reference's own colour). */
  placeholder?: Rgb;
}

const COLOURS = ['a:srgbClr', 'a:schemeClr', 'a:sysClr', 'a:prstClr', 'a:scrgbClr', 'a:hslClr'];

/** The colour element inside a fill or colour-holding element (`a:solidFill`, `a:fontRef`...). */
export const colourElementOf = (parent: Element | undefined): Element | undefined =>
  parent && children(parent).find((c) => COLOURS.includes(c.nodeName));

/** The sRGB value of a DrawingML colour element, its transforms (lumMod, tint, shade...) applied. */
export function resolveColour(
  colour: Element | undefined,
  context: ColourContext,
): Rgb | undefined {
  if (!colour) return undefined;
  const base = baseColour(colour, context.scheme, context.map, context.placeholder);
  return base && transformed(base, colour);
}

function baseColour(
  colour: Element,
  scheme: ColourScheme,
  map: ColourMap,
  placeholder?: Rgb,
): Rgb | undefined {
  switch (colour.nodeName) {
    case 'a:srgbClr':
      return hex(attribute(colour, 'val'));
    case 'a:sysClr':
      return (
        hex(attribute(colour, 'lastClr')) ?? (attribute(colour, 'val') === 'window' ? WHITE : BLACK)
      );
    case 'a:prstClr':
      return PRESET[attribute(colour, 'val') ?? ''];
    case 'a:scrgbClr': {
      const channel = (name: string) => toSrgb((numberAttribute(colour, name) ?? 0) / 100_000);
      return { r: channel('r'), g: channel('g'), b: channel('b') };
    }
    case 'a:hslClr':
      return fromHsl(
        (numberAttribute(colour, 'hue') ?? 0) / 60_000 / 360,
        (numberAttribute(colour, 'sat') ?? 0) / 100_000,
        (numberAttribute(colour, 'lum') ?? 0) / 100_000,
      );
    case 'a:schemeClr': {
      const value = attribute(colour, 'val') ?? '';
      if (value === 'phClr') return placeholder;
      return scheme[map[value] ?? value];
    }
  }
  return undefined;
}

/** The colour transforms PowerPoint's themes use; alpha and the rarer ones are left out. */
function transformed(base: Rgb, colour: Element): Rgb {
  let rgb = base;
  for (const step of children(colour)) {
    const value = (numberAttribute(step, 'val') ?? 0) / 100_000;
    switch (step.nodeName) {
      case 'a:tint':
        // Towards white in linear light, as PowerPoint draws it.
        rgb = mapLinear(rgb, (c) => c * value + (1 - value));
        break;
      case 'a:shade':
        rgb = mapLinear(rgb, (c) => c * value);
        break;
      case 'a:lumMod':
      case 'a:lumOff': {
        const [h, s, l] = toHsl(rgb);
        const lum = step.nodeName === 'a:lumMod' ? l * value : l + value;
        rgb = fromHsl(h, s, Math.min(1, Math.max(0, lum)));
        break;
      }
      case 'a:inv':
        rgb = { r: 255 - rgb.r, g: 255 - rgb.g, b: 255 - rgb.b };
        break;
      case 'a:gray': {
        const grey = 0.3 * rgb.r + 0.59 * rgb.g + 0.11 * rgb.b;
        rgb = { r: grey, g: grey, b: grey };
        break;
      }
    }
  }
  return { r: Math.round(rgb.r), g: Math.round(rgb.g), b: Math.round(rgb.b) };
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (linear: number) => {
  const l = Math.min(1, Math.max(0, linear));
  return Math.round(255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055));
};
const mapLinear = (rgb: Rgb, f: (c: number) => number): Rgb => ({
  r: toSrgb(f(toLinear(rgb.r))),
  g: toSrgb(f(toLinear(rgb.g))),
  b: toSrgb(f(toLinear(rgb.b))),
});

function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn
      ? (gn - bn) / d + (gn < bn ? 6 : 0)
      : max === gn
        ? (bn - rn) / d + 2
        : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v =
      u < 1 / 6
        ? p + (q - p) * 6 * u
        : u < 1 / 2
          ? q
          : u < 2 / 3
            ? p + (q - p) * (2 / 3 - u) * 6
            : p;
    return v * 255;
  };
  return { r: channel(h + 1 / 3), g: channel(h), b: channel(h - 1 / 3) };
}

/** WCAG 2 relative luminance. */
const luminance = ({ r, g, b }: Rgb): number =>
  0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);

/** WCAG 2 contrast ratio (1–21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Body text needs 4.5:1; large text (18 pt, or 14 pt bold, and up) 3:1 (WCAG 2, 1.4.3). */
export const BODY_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;
export const isLargeText = (sizePt: number, bold: boolean) =>
  sizePt >= 18 || (bold && sizePt >= 14);
