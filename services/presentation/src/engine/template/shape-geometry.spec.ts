import { DOMParser } from '@xmldom/xmldom';
import { decorationsOf } from './shape-geometry';

const NS =
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const xfrm = (x: number, y: number, w: number, h: number) =>
  `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${w}" cy="${h}"/></a:xfrm>`;
const block = (x: number, y: number, w: number, h: number) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="3" name=""/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>` +
  `${xfrm(x, y, w, h)}<a:prstGeom prst="rect"/><a:solidFill><a:srgbClr val="808080"/></a:solidFill>` +
  `</p:spPr></p:sp>`;
const tree = (content: string) =>
  new DOMParser().parseFromString(`<p:spTree ${NS}>${content}</p:spTree>`, 'text/xml')
    .documentElement!;

describe(decorationsOf.name, () => {
  it("draws a group's shapes where the group puts them, not the group's whole box", () => {
    // A cover's blocks as one group over most of the slide, its child space twice its size.
    const group =
      `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="2" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
      `<p:grpSpPr><a:xfrm><a:off x="100" y="50"/><a:ext cx="800" cy="400"/>` +
      `<a:chOff x="0" y="0"/><a:chExt cx="1600" cy="800"/></a:xfrm></p:grpSpPr>` +
      `${block(0, 0, 400, 200)}${block(1200, 600, 400, 200)}</p:grpSp>`;
    expect(decorationsOf(tree(group))).toEqual([
      { x: 100, y: 50, w: 200, h: 100 },
      { x: 700, y: 350, w: 200, h: 100 },
    ]);
  });

  it('leaves out faint glints (texture text may lie on) and keeps what is drawn firmly', () => {
    // Lights' bokeh: white circles at 20 %, no outline; a 60 % veil and an outlined one stay.
    const circle = (x: number, alpha: number, line = '<a:ln><a:noFill/></a:ln>') =>
      `<p:sp><p:nvSpPr><p:cNvPr id="4" name=""/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>` +
      `${xfrm(x, 0, 100, 100)}<a:prstGeom prst="rect"/><a:solidFill><a:srgbClr val="ffffff">` +
      `<a:alpha val="${alpha}"/></a:srgbClr></a:solidFill>${line}</p:spPr></p:sp>`;
    const outlined = '<a:ln w="12700"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:ln>';
    // Piano's title bar: white at 30 % too, but a panel across the slide, not a glint.
    const bar =
      `<p:sp><p:nvSpPr><p:cNvPr id="5" name=""/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>` +
      `${xfrm(609_840, 289_800, 8_808_480, 754_560)}<a:prstGeom prst="rect"/><a:solidFill>` +
      `<a:srgbClr val="ffffff"><a:alpha val="30000"/></a:srgbClr></a:solidFill></p:spPr></p:sp>`;
    expect(decorationsOf(tree(bar))).toEqual([
      { x: 609_840, y: 289_800, w: 8_808_480, h: 754_560 },
    ]);
    expect(
      decorationsOf(tree(circle(0, 20_000) + circle(200, 60_000) + circle(400, 20_000, outlined))),
    ).toEqual([
      { x: 200, y: 0, w: 100, h: 100 },
      { x: 400, y: 0, w: 100, h: 100 },
    ]);
  });
});
