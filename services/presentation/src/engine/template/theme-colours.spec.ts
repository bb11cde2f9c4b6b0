import { parseXml } from '../../ooxml/xml';
import {
  colourMap,
  colourScheme,
  contrast,
  DEFAULT_COLOUR_MAP,
  resolveColour,
  toHex,
} from './theme-colours';

const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const element = (xml: string) => parseXml(xml).documentElement!;

const theme = element(
  `<a:theme ${A}><a:themeElements><a:clrScheme name="t">
    <a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1>
    <a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>
    <a:dk2><a:srgbClr val="1F497D"/></a:dk2>
    <a:lt2><a:srgbClr val="EEECE1"/></a:lt2>
    <a:accent1><a:srgbClr val="4F81BD"/></a:accent1>
    <a:accent2><a:srgbClr val="F79646"/></a:accent2>
  </a:clrScheme></a:themeElements></a:theme>`,
);
const scheme = colourScheme(theme);
/** Within one step per channel of PowerPoint's own value (rounding). */
const near = (value: string) => {
  const n = parseInt(value, 16);
  const channel = (c: number) => ({
    asymmetricMatch: (actual: number) => Math.abs(actual - c) <= 1,
  });
  return { r: channel(n >> 16), g: channel((n >> 8) & 255), b: channel(n & 255) };
};

describe('theme colours', () => {
  it('maps text and background names through the colour map a dark design sets', () => {
    const dark = colourMap(
      element(`<p:clrMap xmlns:p="p" bg1="dk1" tx1="lt1" bg2="dk2" tx2="lt2"/>`),
    );
    const text = element(`<a:schemeClr ${A} val="tx1"/>`);
    expect(toHex(resolveColour(text, { scheme, map: dark })!)).toBe('FFFFFF');
    expect(toHex(resolveColour(text, { scheme, map: DEFAULT_COLOUR_MAP })!)).toBe('000000');
  });

  it('applies luminance and shade transforms as PowerPoint does', () => {
    // "Text 2, lighter 40 %" and "Accent 1, darker 50 %" of the Office 2007 theme.
    const lighter = element(
      `<a:schemeClr ${A} val="tx2"><a:lumMod val="60000"/><a:lumOff val="40000"/></a:schemeClr>`,
    );
    expect(resolveColour(lighter, { scheme, map: DEFAULT_COLOUR_MAP })).toEqual(near('558ED5'));
    const darker = element(`<a:schemeClr ${A} val="accent1"><a:lumMod val="50000"/></a:schemeClr>`);
    expect(resolveColour(darker, { scheme, map: DEFAULT_COLOUR_MAP })).toEqual(near('244061'));
  });

  it('measures WCAG contrast: black on white 21:1, the Office orange on white under 3:1', () => {
    expect(contrast(scheme.dk1, scheme.lt1)).toBeCloseTo(21, 5);
    expect(contrast(scheme.accent2, scheme.lt1)).toBeLessThan(3);
  });
});
