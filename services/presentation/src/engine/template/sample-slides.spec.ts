import JSZip from 'jszip';
import { learnFromSampleSlides } from './sample-slides';
import type { Box, LayoutInfo } from './template-analysis';

const EMU = 914_400;
const inches = (x: number, y: number, w: number, h: number): Box => ({
  x: x * EMU,
  y: y * EMU,
  w: w * EMU,
  h: h * EMU,
});
const SLIDE = { slideWidth: 10 * EMU, slideHeight: 7.5 * EMU };

/** A content layout as many decks ship it: the body is a one-line box under the title. */
const contentLayout = (): LayoutInfo => ({
  part: 'ppt/slideLayouts/slideLayout2.xml',
  number: 2,
  name: 'Title and Content',
  placeholders: [
    { type: 'title', name: 'Title', box: inches(0.5, 0, 8.5, 1.6) },
    { type: 'obj', idx: '1', name: 'Content', box: inches(0.5, 1.8, 5.5, 0.8) },
  ],
});

/** Sample slides on that layout; each body at `box`, or where the layout has it (undefined). */
async function templateWith(bodies: Array<Box | undefined>, layoutNumbers: number[] = []) {
  const zip = new JSZip();
  const parts = bodies.map((box, index) => {
    const part = `ppt/slides/slide${index + 1}.xml`;
    const xfrm = box
      ? `<a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.w}" cy="${box.h}"/></a:xfrm>`
      : '';
    zip.file(
      part,
      `<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:nvSpPr><p:cNvPr id="2" name="Content"/><p:cNvSpPr/><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:spPr>${xfrm}</p:spPr></p:sp></p:spTree></p:cSld></p:sld>`,
    );
    zip.file(
      `ppt/slides/_rels/slide${index + 1}.xml.rels`,
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout" Target="../slideLayouts/slideLayout${layoutNumbers[index] ?? 2}.xml"/></Relationships>`,
    );
    return part;
  });
  return { zip, parts };
}

const bodyOf = (layout: LayoutInfo) => layout.placeholders.find((p) => p.idx === '1')!;

describe(learnFromSampleSlides.name, () => {
  it("uses the body box the template's own slides give a layout, below its title", async () => {
    const { zip, parts } = await templateWith([
      inches(0.5, 1.4, 8.7, 4.5),
      inches(0.8, 1.1, 9.0, 5.3),
      inches(0.5, 1.4, 8.5, 5.1),
    ]);
    const layouts = [contentLayout()];
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    // The median of the three (by area), its top moved below the title (1.6 in).
    expect(bodyOf(layouts[0])).toMatchObject({
      box: { ...inches(0.5, 1.6, 8.5, 4.9), h: expect.closeTo(4.9 * EMU, -2) },
      placed: true,
    });
    // Three slides put their text in its body; the first one, on a layout the others use, is
    // no cover.
    expect(layouts[0]).toMatchObject({ sampleBodies: 3 });
    expect(layouts[0].opensDeck).toBeUndefined();
  });

  it('takes the layout of a first slide that no slide in between uses for the cover', async () => {
    const coverLayout: LayoutInfo = {
      ...contentLayout(),
      part: 'ppt/slideLayouts/slideLayout1.xml',
      number: 1,
      name: 'Anything',
    };
    const { zip, parts } = await templateWith(
      [undefined, undefined, undefined, undefined],
      [1, 2, 2, 1],
    );
    const layouts = [coverLayout, contentLayout()];
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    expect(layouts.map((layout) => layout.opensDeck)).toEqual([true, undefined]);
  });

  it("marks the cover's master when the slides in between are all on other masters", async () => {
    // LibreOffice's templates: every page design is a master of its own; the first one's is
    // the cover's, and its "Title, Content" is no content page.
    const onMaster = (layout: LayoutInfo, number: number, master: string): LayoutInfo => ({
      ...layout,
      part: `ppt/slideLayouts/slideLayout${number}.xml`,
      number,
      master,
    });
    const layouts = [
      onMaster(contentLayout(), 1, 'cover'),
      onMaster(contentLayout(), 2, 'cover'),
      onMaster(contentLayout(), 3, 'pages'),
    ];
    const { zip, parts } = await templateWith([undefined, undefined, undefined], [1, 3, 1]);
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    expect(layouts.map((layout) => layout.onCoverMaster)).toEqual([true, true, undefined]);
    // One master for all: the slides in between are on the cover's master too.
    const shared = [onMaster(contentLayout(), 1, 'one'), onMaster(contentLayout(), 3, 'one')];
    await learnFromSampleSlides(zip, parts, shared, SLIDE);
    expect(shared.map((layout) => layout.onCoverMaster)).toEqual([undefined, undefined]);
  });

  it("keeps the layout's box when most of its slides keep it", async () => {
    const { zip, parts } = await templateWith([inches(0.5, 1.8, 9, 5), undefined, undefined]);
    const layouts = [contentLayout()];
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    expect(bodyOf(layouts[0])).toEqual(contentLayout().placeholders[1]);
  });

  it('keeps a resized body on the slide', async () => {
    const { zip, parts } = await templateWith([inches(0.5, 2, 12, 9)]);
    const layouts = [contentLayout()];
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    expect(bodyOf(layouts[0]).box).toEqual(inches(0.5, 2, 9.5, 5.5));
  });
});
