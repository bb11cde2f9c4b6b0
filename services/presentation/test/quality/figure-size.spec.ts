import { parseXml, path } from '../../src/ooxml/xml';
import type { LayoutInfo, TemplateInfo } from '../../src/engine/template';
import { smallFigure } from './figure-size';

const NS =
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const info = { slideWidth: 12_192_000, slideHeight: 6_858_000 } as TemplateInfo;
const xfrm = (x: number, y: number, w: number, h: number) =>
  `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${w}" cy="${h}"/></a:xfrm>`;
const title = `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:spPr>${xfrm(600_000, 300_000, 11_000_000, 1_000_000)}</p:spPr><p:txBody><a:p><a:r><a:t>Results</a:t></a:r></a:p></p:txBody></p:sp>`;
const picture = (x: number, y: number, w: number, h: number) =>
  `<p:pic><p:nvPicPr><p:cNvPr id="3" name="Picture"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:spPr>${xfrm(x, y, w, h)}</p:spPr></p:pic>`;
const tree = (...shapes: string[]) =>
  path(
    parseXml(`<p:sld ${NS}><p:cSld><p:spTree>${shapes.join('')}</p:spTree></p:cSld></p:sld>`),
    'p:sld',
    'p:cSld',
    'p:spTree',
  )!;

describe(smallFigure.name, () => {
  it('finds a figure drawn smaller than half of what the room under the title holds', () => {
    // A 4:3 photo 2.4 × 1.8 M EMU in a 12.2 × 5.5 M room that holds it at 7.3 × 5.5.
    expect(
      smallFigure(tree(title, picture(600_000, 1_500_000, 2_400_000, 1_800_000)), undefined, info),
    ).toBe(true);
  });

  it('keeps a figure filling most of that room, and judges a wide one by its own shape', () => {
    expect(
      smallFigure(
        tree(title, picture(2_000_000, 1_400_000, 7_000_000, 5_250_000)),
        undefined,
        info,
      ),
    ).toBe(false);
    // A 6:1 banner as wide as the slide's margins: its shape, not the room's, bounds it.
    expect(
      smallFigure(tree(title, picture(600_000, 3_000_000, 11_000_000, 1_833_000)), undefined, info),
    ).toBe(false);
  });

  it('gives the figure the room the points under it leave', () => {
    // A 3:1 diagram 6 M wide over points filling the lower half: the room above them holds it
    // at 6.9 M wide, not at the 12.2 M the room under the title holds without them.
    const points = `<p:sp><p:nvSpPr><p:cNvPr id="4" name="Text"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr>${xfrm(600_000, 3_600_000, 11_000_000, 2_900_000)}</p:spPr><p:txBody><a:p><a:r><a:t>Figure 4 shows the states</a:t></a:r></a:p></p:txBody></p:sp>`;
    const diagram = picture(2_000_000, 1_400_000, 6_000_000, 2_000_000);
    expect(smallFigure(tree(title, diagram), undefined, info)).toBe(true);
    expect(smallFigure(tree(title, diagram, points), undefined, info)).toBe(false);
  });

  it('leaves out the room the template’s artwork takes', () => {
    // A panel over the right half: the room left holds the photo at 6.1 × 4.6 M, not 7.4 × 5.6.
    const layout = {
      decorations: [{ x: 6_100_000, y: 1_300_000, w: 6_092_000, h: 5_558_000 }],
    } as LayoutInfo;
    const shape = picture(600_000, 1_500_000, 5_000_000, 3_750_000);
    expect(smallFigure(tree(title, shape), undefined, info)).toBe(true);
    expect(smallFigure(tree(title, shape), layout, info)).toBe(false);
  });

  it('measures within the margins the layout’s placeholders keep', () => {
    // Placeholders 0.6 M from the sides and 0.36 M from the bottom: a 3:1 diagram 8 M wide is
    // over half of the 11 M it could be there, under half of the 12.2 M to the slide's edges.
    const layout = {
      placeholders: [
        { box: { x: 600_000, y: 300_000, w: 11_000_000, h: 1_000_000 } },
        { box: { x: 600_000, y: 1_500_000, w: 11_000_000, h: 5_000_000 } },
      ],
    } as LayoutInfo;
    const shape = picture(2_000_000, 2_000_000, 8_000_000, 2_667_000);
    expect(smallFigure(tree(title, shape), undefined, info)).toBe(true);
    expect(smallFigure(tree(title, shape), layout, info)).toBe(false);
  });
});
