import { DOMParser } from '@xmldom/xmldom';
import { coveredShare, freeArea } from './free-area';
import { decorationsOf } from './shape-geometry';
import { outlinePieces } from './shape-outline';

const NS =
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';

/** A filled shape of `geometry` at (x, y) of size w × h, without words. */
const shape = (geometry: string, [x, y, w, h]: number[], flip = '') =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name=""/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>` +
  `<a:xfrm${flip}><a:off x="${x}" y="${y}"/><a:ext cx="${w}" cy="${h}"/></a:xfrm>${geometry}` +
  `<a:solidFill><a:srgbClr val="780373"/></a:solidFill></p:spPr></p:sp>`;
/** A right triangle with its right angle at the bottom left (a corner wedge). */
const wedge =
  '<a:custGeom><a:pathLst><a:path w="100" h="100"><a:moveTo><a:pt x="0" y="0"/></a:moveTo>' +
  '<a:lnTo><a:pt x="0" y="100"/></a:lnTo><a:lnTo><a:pt x="100" y="100"/></a:lnTo><a:close/>' +
  '</a:path></a:pathLst></a:custGeom>';
const tree = (...shapes: string[]) =>
  new DOMParser().parseFromString(`<p:spTree ${NS}>${shapes.join('')}</p:spTree>`, 'text/xml')
    .documentElement!;

describe(outlinePieces.name, () => {
  it('covers a triangle by strips as wide as the triangle is there, one shape', () => {
    const pieces = decorationsOf(tree(shape(wedge, [0, 0, 800, 800])));
    expect(pieces.length).toBeGreaterThan(1);
    // The top strip is narrow, the bottom one the whole width.
    expect(pieces[0]).toMatchObject({ x: 0, y: 0, w: 100, h: 100 });
    expect(pieces.at(-1)).toMatchObject({ x: 0, y: 700, w: 800, h: 100 });
    expect(new Set(pieces.map((piece) => piece.outline)).size).toBe(1);
    expect(pieces.reduce((sum, p) => sum + p.w * p.h, 0)).toBeLessThan(0.6 * 800 * 800);
  });

  it('follows a flipped shape and a preset triangle', () => {
    const flipped = decorationsOf(tree(shape(wedge, [0, 0, 800, 800], ' flipH="1"')));
    expect(flipped[0]).toMatchObject({ x: 700, w: 100 });
    const preset = decorationsOf(tree(shape('<a:prstGeom prst="triangle"/>', [0, 0, 800, 800])));
    expect(preset[0]).toMatchObject({ x: 350, w: 100 });
  });

  it('keeps the box of a rectangle, a rotated shape and a curve', () => {
    const rect = decorationsOf(tree(shape('<a:prstGeom prst="rect"/>', [10, 20, 300, 400])));
    expect(rect).toEqual([{ x: 10, y: 20, w: 300, h: 400 }]);
    const rotated = decorationsOf(
      tree(shape(wedge, [0, 0, 800, 800]).replace('<a:xfrm>', '<a:xfrm rot="5400000">')),
    );
    expect(rotated).toEqual([{ x: 0, y: 0, w: 800, h: 800 }]);
    const curve = wedge.replace(
      /<a:lnTo><a:pt x="0" y="100"\/><\/a:lnTo>/,
      '<a:arcTo wR="1" hR="1" stAng="0" swAng="1"/>',
    );
    expect(decorationsOf(tree(shape(curve, [0, 0, 800, 800])))).toHaveLength(1);
  });

  it('takes a box that a triangle’s edge cuts across as under the triangle, though its box holds it', () => {
    // Focus's cover: a wedge whose box holds the title's frame, its slanted edge across it.
    const slideArea = 1600 * 1000;
    const artwork = decorationsOf(tree(shape(wedge, [0, 0, 800, 800])));
    const frame = { x: 100, y: 400, w: 600, h: 200 };
    expect(coveredShare(frame, artwork, slideArea)).toBeGreaterThan(0.5);
    // A frame the wedge really covers (a slanted band under a title) sits on it.
    expect(coveredShare({ x: 20, y: 700, w: 600, h: 90 }, artwork, slideArea)).toBe(0);
  });

  it('does not carve a free part out of a box where the part lies on a triangle', () => {
    // Focus's title frame across the top: a block over its left half, a wedge (its right angle
    // at the top right) whose box holds the right half, its slanted edge across that half's
    // lower left corner. The right half is no free room: it is the wedge's. The frame stays
    // whole (the design's own overlap: clearText backs its words on the slide).
    const slideArea = 1600 * 1000;
    const frame = { x: 0, y: 0, w: 800, h: 100 };
    const block = { x: 0, y: 0, w: 400, h: 100 };
    const artwork = [
      block,
      ...decorationsOf(tree(shape(wedge, [400, 0, 700, 700], ' flipH="1" flipV="1"'))),
    ];
    expect(freeArea(frame, artwork, slideArea)).toEqual(frame);
  });

  it('lets text use the room beside a corner triangle that its box would take', () => {
    // A wedge in the bottom left corner whose box reaches into the body's lower left.
    const slideArea = 1000 * 600;
    const body = { x: 100, y: 100, w: 800, h: 450 };
    const artwork = decorationsOf(tree(shape(wedge, [0, 200, 400, 400])));
    const free = freeArea(body, artwork, slideArea);
    // The box alone would leave x ≥ 400 or y < 200; the outline leaves more.
    expect(free.w * free.h).toBeGreaterThan(500 * 450);
    expect(free.x).toBeLessThan(400);
  });
});
