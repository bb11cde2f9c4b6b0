import { chooseLayouts } from './layout-choice';
import {
  hasUsableTextArea,
  type LayoutInfo,
  type PlaceholderInfo,
  type TemplateInfo,
} from '../template';
const INCH = 914_400;
const box = (x: number, y: number, w: number, h: number) => ({
  x: x * INCH,
  y: y * INCH,
  w: w * INCH,
  h: h * INCH,
});
const title = (extra: Partial<PlaceholderInfo> = {}): PlaceholderInfo => ({
  type: 'title',
  rawType: 'title',
  name: 'Title',
  box: box(0.5, 0.3, 12, 1.2),
  ...extra,
});
const body = (extra: Partial<PlaceholderInfo> = {}): PlaceholderInfo => ({
  type: 'obj',
  idx: '1',
  name: 'Content',
  box: box(0.5, 1.8, 12, 5),
  ...extra,
});
let number = 0;
const layout = (name: string, type: string, placeholders: PlaceholderInfo[], extra = {}) =>
  ({
    part: `ppt/slideLayouts/slideLayout${++number}.xml`,
    number,
    name,
    type,
    placeholders,
    decorations: [],
    ...extra,
  }) as LayoutInfo;
const template = (layouts: LayoutInfo[]): TemplateInfo => ({
  slideWidth: 13.333 * INCH,
  slideHeight: 7.5 * INCH,
  layouts,
  fonts: {},
  hasNotesMaster: true,
  slideCount: 0,
  prototypes: [],
});

describe(chooseLayouts.name, () => {
  it('puts lists on the content layout whose body is clear of artwork, not the one under triangles', () => {
    // LibreOffice's Focus: one "Title, Content" per master; the first master's body lies
    // under coloured triangles (each a few strips of its outline), the last one's is clear.
    const triangle = (x: number, y: number) => {
      const whole = box(x, y, 6, 4);
      return [0, 1, 2, 3].map((i) => ({
        ...box(x, y + i, 1.5 * (i + 1), 1),
        outline: whole,
      }));
    };
    const covered = layout('Title, Content', 'obj', [title(), body()], {
      decorations: [...triangle(0, 2), ...triangle(7, 2.5)],
    });
    const clear = layout('Title, Content', 'obj', [title(), body()], {
      decorations: [box(12.5, 0, 0.8, 0.8)],
    });
    expect(chooseLayouts(template([covered, clear])).bullets.layout.number).toBe(clear.number);
    // Pictures go below the title of a "Title Only" layout: the one with room clear of them.
    const crowded = layout('Title Only', 'titleOnly', [title()], {
      decorations: [...triangle(0, 2), ...triangle(7, 2.5)],
    });
    const open = layout('Title Only', 'titleOnly', [title()]);
    expect(chooseLayouts(template([crowded, open])).media.layout.number).toBe(open.number);
  });

  it('puts two columns on the Two Content layout whose columns are clear of artwork', () => {
    // Focus again: its first master's Two Content lies under the triangles.
    const column = (x: number) => body({ box: box(x, 1.8, 5.8, 5) });
    const under = layout('Title, 2 Content', 'twoObj', [title(), column(0.5), column(6.8)], {
      decorations: [box(3, 1, 6, 7)],
    });
    const clear = layout('Title, 2 Content', 'twoObj', [title(), column(0.5), column(6.8)]);
    const choice = chooseLayouts(template([under, clear]));
    expect(choice['two-columns'].layout.number).toBe(clear.number);
  });

  it("puts lists in the layout with room for them that the template's own slides use, whatever the names say", () => {
    // As a deck from the wild has it: "Title Slide" holds a one-line body under its title, and
    // "Title and Content" a centred title over a body its own slides use (resized, see
    // sample-slides.ts).
    const cover = layout('Title Slide', '', [title(), body({ box: box(4, 4.9, 6, 0.8) })]);
    const content = layout(
      'Title and Content',
      '',
      [title({ type: 'ctrTitle', rawType: 'ctrTitle' }), body({ box: box(0.5, 1.8, 12, 5) })],
      { sampleBodies: 6 },
    );
    const choice = chooseLayouts(template([cover, content]));
    expect(choice.bullets.layout.name).toBe('Title and Content');
    // Its first slide is on "Title Slide": that is the cover, even with no centred title.
    expect(
      chooseLayouts(template([{ ...cover, opensDeck: true }, content])).title.layout.name,
    ).toBe('Title Slide');
  });

  it("puts content on another master's layouts than the cover's", () => {
    // LibreOffice's Blueprint Plans: two masters with the same layouts, the first the cover's.
    const coverPage = layout('Title, Content', 'obj', [title(), body()], { onCoverMaster: true });
    const page = layout('Title, Content', 'obj', [title(), body()]);
    const columns = [
      body({ box: box(0.5, 1.8, 5.9, 5) }),
      body({ idx: '2', box: box(6.6, 1.8, 5.9, 5) }),
    ];
    const coverColumns = layout('Title, 2 Content', 'twoObj', [title(), ...columns], {
      onCoverMaster: true,
    });
    const pageColumns = layout('Title, 2 Content', 'twoObj', [title(), ...columns]);
    const choice = chooseLayouts(template([coverPage, coverColumns, page, pageColumns]));
    expect(choice.bullets.layout.number).toBe(page.number);
    expect(choice['two-columns'].layout.number).toBe(pageColumns.number);
  });

  it("sets figures in the lists' design: the Title Only of the lists' master", () => {
    // LibreOffice's Focus: a master per page design, each with its own "Title Only"; the lists'
    // master's has a corner triangle a little in the figures' way.
    const other = { master: 'ppt/slideMasters/slideMaster3.xml' };
    const lists = { master: 'ppt/slideMasters/slideMaster4.xml' };
    const otherTitleOnly = layout('Title Only', 'titleOnly', [title()], other);
    const page = layout('Title, Content', 'obj', [title(), body()], lists);
    const listsTitleOnly = layout('Title Only', 'titleOnly', [title()], {
      ...lists,
      decorations: [box(11.8, 6.2, 1.5, 1.3)],
    });
    const choice = chooseLayouts(template([otherTitleOnly, page, listsTitleOnly]));
    expect(choice.bullets.layout.number).toBe(page.number);
    expect(choice.media.layout.number).toBe(listsTitleOnly.number);
    expect(choice.picture.layout.number).toBe(listsTitleOnly.number);
  });

  it("keeps the owner's pages whose titles sit on artwork, and lists off a quote page's card", () => {
    // LibreOffice's Progress: each page master sets its title on a slanted grey wedge (strips of
    // one outline covering most of the title's box) and the template's own slides use them; its
    // quote page sets the body on a tilted card. The cover's master is clear but the cover's.
    const wedge = [0, 1, 2, 3, 4].map((i) => ({
      ...box(0, 0.3 * i, 13.333 - 1.5 * i, 0.3),
      outline: box(0, 0, 13.333, 1.5),
      strips: [box(0, 0.3 * i, 13.333 - 1.5 * i, 0.3)],
    }));
    const cover = layout('Title, Content', 'obj', [title(), body()], { onCoverMaster: true });
    const quote = layout('Title, Content', 'obj', [title(), body()], {
      decorations: [box(0.8, 2.2, 11.5, 3.6)],
      sampleBodies: 1,
    });
    const page = layout('Title, Content', 'obj', [title(), body()], {
      decorations: wedge,
      sampleBodies: 1,
    });
    expect(chooseLayouts(template([cover, quote, page])).bullets.layout.number).toBe(page.number);
    // The same page without the author's use is a page whose title is under artwork.
    const unused = layout('Title, Content', 'obj', [title(), body()], { decorations: wedge });
    expect(chooseLayouts(template([cover, unused])).bullets.layout.number).toBe(cover.number);
  });

  it("puts lists on the page master's whole page, not the strip under the cover's artwork", () => {
    // LibreOffice's Pencil: the first master draws a pencil across the slide's middle, and its
    // content layout's body leaves the strip below it (a third of the slide); the second
    // master's content layout has the whole page. Both count as roomy.
    const pencil = box(0, 1.6, 13.333, 2.4);
    const under = body({ box: box(0.5, 1.8, 12, 5.2), freeBox: box(0.5, 4, 12, 3) });
    const strip = layout('Title, Content', 'obj', [title(), under], { decorations: [pencil] });
    const page = layout('Title, Content', 'obj', [title(), body({ box: box(0.5, 1.8, 12, 5.2) })]);
    // And the two columns of each master alike.
    const column = (x: number, free: boolean) =>
      body({ box: box(x, 1.8, 5.9, 5.2), ...(free ? { freeBox: box(x, 4, 5.9, 3) } : {}) });
    const stripColumns = layout(
      'Title, 2 Content',
      'twoObj',
      [title(), column(0.5, true), column(6.6, true)],
      {
        decorations: [pencil],
      },
    );
    const pageColumns = layout('Title, 2 Content', 'twoObj', [
      title(),
      column(0.5, false),
      column(6.6, false),
    ]);
    const choice = chooseLayouts(template([strip, stripColumns, page, pageColumns]));
    expect(choice.bullets.layout.number).toBe(page.number);
    expect(choice['two-columns'].layout.number).toBe(pageColumns.number);
  });

  it('puts dividers on a Title Only layout whose room below the title is clear', () => {
    // Grey Elegant: a closing line went below the title beside a large illustration.
    const illustrated = layout('Title Only', 'titleOnly', [title()], {
      decorations: [{ ...box(5, 2, 7, 5), picture: true }],
    });
    const plain = layout('Title Only', 'titleOnly', [title()]);
    const cover = layout('Title Slide', 'title', [title({ type: 'ctrTitle' })]);
    const choice = chooseLayouts(template([cover, illustrated, plain]));
    expect(choice.title.layout.number).toBe(cover.number);
    expect(choice.section.layout.number).toBe(plain.number);
  });

  it('puts pictures on the layout whose free area gives a figure the most room, not a strip', () => {
    // LibreOffice's Piano and Vintage: alike by name and type, but one master's content area is
    // a strip (a band above a keyboard, the lower third under a title band).
    const strip = layout('Title, Content', 'obj', [title(), body({ box: box(0.5, 5, 12, 1.6) })]);
    const roomy = layout('Title, Content', 'obj', [title(), body()]);
    const choice = chooseLayouts(template([strip, roomy]));
    expect(choice.picture.layout.number).toBe(roomy.number);
    expect(choice.chart.layout.number).toBe(roomy.number);
  });

  it('keeps a chart on the panel its title sits on, clear of the frame around it', () => {
    // LibreOffice's Inspiration: white pages on a grey frame.
    const panel = box(0.3, 0.2, 12.7, 6.4);
    const titleOnly = layout('Title Only', 'titleOnly', [title()], {
      decorations: [box(0, 0, 13.333, 7.5), panel],
    });
    const chart = chooseLayouts(template([titleOnly])).chart.contentBox;
    expect(chart.y + chart.h).toBeLessThanOrEqual(panel.y + panel.h);
    expect(chart.y).toBeGreaterThanOrEqual(title().box!.y + title().box!.h);
  });

  it('skips hidden layouts even when they would score best', () => {
    const choice = chooseLayouts(
      template([
        layout('Title and Content', 'obj', [title(), body()], { hidden: true }),
        layout('Text', 'tx', [title(), body({ type: 'body' })]),
      ]),
    );
    expect(choice.bullets.layout.name).toBe('Text');
  });

  it('does not put a list into a body a few millimetres wide, nor into vertical text', () => {
    const choice = chooseLayouts(
      template([
        layout('Title and Content', 'obj', [title(), body({ box: box(0.5, 1.8, 0.1, 5) })]),
        layout('Vertical Text', 'vertTx', [title(), body({ text: { vert: 'eaVert' } })]),
        layout('Plain', 'cust', [title(), body()]),
      ]),
    );
    expect(choice.bullets.layout.name).toBe('Plain');
    expect(choice.bullets.body?.box?.w).toBe(12 * INCH);
  });

  it('falls back to the area below the title when no layout has a usable body', () => {
    const choice = chooseLayouts(
      template([layout('Title and Content', 'obj', [title(), body({ box: undefined })])]),
    );
    expect(choice.bullets.body).toBeUndefined();
    expect(choice.bullets.contentBox.y).toBeGreaterThan(1.5 * INCH);
    expect(choice.bullets.contentBox.w).toBeGreaterThan(10 * INCH);
  });

  it('puts a subtitle into the subtitle placeholder, and a title slide never takes a list layout', () => {
    const choice = chooseLayouts(
      template([
        layout('Title and Content', 'obj', [title(), body()]),
        layout('Cover', 'cust', [
          title({ type: 'ctrTitle', rawType: 'ctrTitle' }),
          body({ type: 'body', idx: '2' }),
          body({ type: 'subTitle', rawType: 'subTitle', idx: '3' }),
        ]),
      ]),
    );
    expect(choice.title.layout.name).toBe('Cover');
    expect(choice.title.body?.type).toBe('subTitle');
  });

  it('measures and places text in the free part of a placeholder the artwork covers', () => {
    const free = box(0.5, 1.8, 8, 5);
    const choice = chooseLayouts(
      template([layout('Title and Content', 'obj', [title(), body({ freeBox: free })])]),
    );
    expect(choice.bullets.body).toMatchObject({ box: free, placed: true });
  });
});

describe(hasUsableTextArea.name, () => {
  it('is false when every text placeholder is hidden, sizeless, tiny or vertical', () => {
    expect(
      hasUsableTextArea(
        template([
          layout('Hidden', 'obj', [title(), body()], { hidden: true }),
          layout('Tiny', 'obj', [title({ box: box(0, 0, 0.2, 0.2) }), body({ box: undefined })]),
          layout('Vertical', 'vertTx', [body({ text: { vert: 'vert' } })]),
        ]),
      ),
    ).toBe(false);
    expect(hasUsableTextArea(template([layout('Plain', 'obj', [title(), body()])]))).toBe(true);
  });
});
