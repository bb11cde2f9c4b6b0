import JSZip from 'jszip';
import { learnFromSampleSlides } from './sample-slides';
import { adoptSampleTitles } from './sample-titles';
import type { Box, LayoutInfo } from './template-analysis';

const EMU = 914_400;
// Whole EMU, as a part holds them.
const inches = (x: number, y: number, w: number, h: number): Box => ({
  x: Math.round(x * EMU),
  y: Math.round(y * EMU),
  w: Math.round(w * EMU),
  h: Math.round(h * EMU),
});
const SLIDE = { slideWidth: 10 * EMU, slideHeight: 7.5 * EMU };
/** Where LibreOffice's export puts every master's title and body: those of its first master. */
const MID_TITLE = inches(0.5, 3.2, 9, 1.3);
const LOWER_BODY = inches(0.5, 4.75, 8.9, 2);
/** Where the template's own slides on its page master put them: title on the band at the top. */
const BAND_TITLE = inches(0.5, 0.3, 7.7, 1.1);
const PAGE_BODY = inches(0.5, 1.8, 8.9, 4.4);

/** A layout as LibreOffice exports it: no idx on its title nor on its body. */
const layout = (number: number, master: string, withBody = true): LayoutInfo => ({
  part: `ppt/slideLayouts/slideLayout${number}.xml`,
  number,
  name: withBody ? 'Title, Content' : 'Title Only',
  master,
  placeholders: [
    { type: 'title', name: 'Title', box: MID_TITLE },
    ...(withBody ? [{ type: 'obj', name: 'Content', box: LOWER_BODY }] : []),
  ],
});

const shape = (ph: string, box?: Box) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="2" name="x"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${
    box
      ? `<a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.w}" cy="${box.h}"/></a:xfrm>`
      : ''
  }</p:spPr></p:sp>`;

/** Sample slides, each on a layout (by number) with its title and body at boxes (or inherited). */
async function slides(specs: Array<{ layout: number; title?: Box; body?: Box }>) {
  const zip = new JSZip();
  const parts = specs.map((spec, index) => {
    const part = `ppt/slides/slide${index + 1}.xml`;
    zip.file(
      part,
      `<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree>${shape(
        '<p:ph type="title"/>',
        spec.title,
      )}${shape('<p:ph/>', spec.body)}</p:spTree></p:cSld></p:sld>`,
    );
    zip.file(
      `ppt/slides/_rels/slide${index + 1}.xml.rels`,
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout" Target="../slideLayouts/slideLayout${spec.layout}.xml"/></Relationships>`,
    );
    return part;
  });
  return { zip, parts };
}

const titleOf = (layout: LayoutInfo) => layout.placeholders.find((p) => p.type === 'title')!;
const bodyOf = (layout: LayoutInfo) => layout.placeholders.find((p) => p.type === 'obj')!;

describe('learnFromSampleSlides on titles', () => {
  it("puts a master's titles where its own slides put them, and the body below", async () => {
    // LibreOffice's Vintage: the cover master keeps its title mid-slide; the page master's
    // slide puts it on the band at the top, its body in the room below.
    const layouts = [layout(1, 'cover'), layout(2, 'pages'), layout(3, 'pages', false)];
    const { zip, parts } = await slides([
      { layout: 1 },
      { layout: 2, title: BAND_TITLE, body: PAGE_BODY },
      { layout: 1 },
    ]);
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    expect(titleOf(layouts[0])).toEqual({ type: 'title', name: 'Title', box: MID_TITLE });
    // The Title Only layout of the page master too, which no slide uses.
    for (const onPages of [layouts[1], layouts[2]])
      expect(titleOf(onPages)).toMatchObject({ box: BAND_TITLE, placed: true });
    // A body without idx is the layout's body without idx (both are idx 0).
    expect(bodyOf(layouts[1])).toMatchObject({ box: PAGE_BODY, placed: true });
    expect(layouts[1].sampleBodies).toBe(1);
    expect(bodyOf(layouts[0]).box).toEqual(LOWER_BODY);
  });

  it("keeps the layouts' title when most slides on the master keep it", async () => {
    const layouts = [layout(1, 'pages'), layout(2, 'pages', false)];
    const { zip, parts } = await slides([
      { layout: 1, title: BAND_TITLE },
      { layout: 1 },
      { layout: 1, title: inches(0.6, 3.3, 9, 1.3) },
    ]);
    await learnFromSampleSlides(zip, parts, layouts, SLIDE);
    expect(layouts.map((l) => titleOf(l).box)).toEqual([MID_TITLE, MID_TITLE]);
  });
});

describe(adoptSampleTitles.name, () => {
  const onSlide = inches(0, 0, 10, 7.5);
  /** Two layouts of one master with their title mid-slide, as LibreOffice exports them. */
  const pages = () => [layout(1, 'pages'), layout(2, 'pages', false)];
  /** Every layout's sample slide on the master puts its title at `box`. */
  const sampled = (layouts: LayoutInfo[], box: Box) =>
    layouts.map((each) => ({
      layout: each,
      type: 'title',
      from: { ...titleOf(each).box! },
      to: box,
    }));

  it('takes a title moved onto the band, page-wide, for every layout of the master', () => {
    const layouts = pages();
    adoptSampleTitles(sampled(layouts, BAND_TITLE), layouts, onSlide);
    expect(layouts.map((each) => titleOf(each).box)).toEqual([BAND_TITLE, BAND_TITLE]);
  });

  it('leaves a title narrowed to one shape of a drawing where its layout has it', () => {
    // A third of the layout's width: a label on a diagram, a cover's corner.
    const layouts = pages();
    adoptSampleTitles(sampled(layouts, inches(0.5, 0.3, 3, 1.1)), layouts, onSlide);
    expect(layouts.map((each) => titleOf(each).box)).toEqual([MID_TITLE, MID_TITLE]);
  });

  it('leaves a title nudged within its own box where its layout has it', () => {
    // Shares most of the layout's box: the slides kept the title, one moved it a little.
    const layouts = pages();
    adoptSampleTitles(sampled(layouts, inches(0.6, 3.5, 9, 1.3)), layouts, onSlide);
    expect(layouts.map((each) => titleOf(each).box)).toEqual([MID_TITLE, MID_TITLE]);
  });

  it('does not move a title onto text the layout keeps there', () => {
    // A cover layout of the master whose subtitle sits where the pages put their title.
    const cover: LayoutInfo = {
      ...layout(3, 'pages', false),
      placeholders: [
        { type: 'title', name: 'Title', box: MID_TITLE },
        { type: 'subTitle', name: 'Subtitle', box: inches(0.5, 0.5, 9, 1) },
      ],
    };
    const layouts = [...pages(), cover];
    adoptSampleTitles(sampled(layouts.slice(0, 2), BAND_TITLE), layouts, onSlide);
    expect(titleOf(cover).box).toEqual(MID_TITLE);
    expect(titleOf(layouts[1]).box).toEqual(BAND_TITLE);
  });
});
