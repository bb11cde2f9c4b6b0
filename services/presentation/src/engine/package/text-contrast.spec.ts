import JSZip from 'jszip';
import { PNG } from 'pngjs';
import PptxGenJS from 'pptxgenjs';
import { ensureContrast } from './text-contrast';

describe(ensureContrast.name, () => {
  /**
   * A slide with a grey block behind the start of its text (LibreOffice's Grey Elegant: grey
   * blocks behind a key figure), the text in an accent that reads on white but not on grey.
   */
  async function deckWithBlockUnderFirstLine(): Promise<JSZip> {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Blocks',
      background: { color: 'FFFFFF' },
      objects: [{ rect: { x: 0.5, y: 1, w: 3, h: 0.9, fill: { color: 'B8BCC4' } } }],
    });
    pptx.addSlide({ masterName: 'Blocks' }).addText('6 percent', {
      x: 0.5,
      y: 1,
      w: 9,
      h: 4,
      fontSize: 40,
      bold: true,
      color: '4F81BD',
      valign: 'top',
    });
    return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  }

  it('reads text against what is behind its first line, not only against most of its box', async () => {
    const zip = await deckWithBlockUnderFirstLine();
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBe(1);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(xml).not.toContain('4F81BD');
  });
});

describe('text across two panels', () => {
  /**
   * Points beside a figure in white, centred in a box whose top quarter lies on a teal panel
   * and the rest on the navy band under it (LibreOffice's Midnightblue): the text fills the box,
   * so its first lines are on teal, where white reads at 2.4:1, and no colour reads on both.
   */
  async function deckWithListAcrossPanels(): Promise<JSZip> {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Panels',
      background: { color: '2C3E50' },
      objects: [{ rect: { x: 0, y: 0, w: 10, h: 2.6, fill: { color: '1ABC9C' } } }],
    });
    const point = 'Each server starts as a follower and stays one while it hears from a leader';
    pptx.addSlide({ masterName: 'Panels' }).addText(
      [1, 2, 3, 4, 5].map((n) => ({ text: `${point} (${n})`, options: { breakLine: true } })),
      { x: 6, y: 1.96, w: 3.5, h: 2.64, fontSize: 14, color: 'FFFFFF', valign: 'middle' },
    );
    return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  }

  it('puts a list across panels no colour reads on all of on a plate its colour reads on', async () => {
    const zip = await deckWithListAcrossPanels();
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBeGreaterThan(0);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    // The theme's second dark colour, nearest the navy band: the white points keep their colour.
    expect(xml).toMatch(/<p:spPr>(?:(?!<\/p:spPr>).)*<a:solidFill><a:srgbClr val="44546A"\/>/s);
    expect(xml).toContain('"FFFFFF"');
  });
});

describe('text of the layout and master', () => {
  /**
   * A slide number in white on a light badge (LibreOffice's Midnightblue: a teal disc on a
   * white slide beside a navy band), written as a field in the layout's own text box.
   */
  async function deckWithNumberBadge(): Promise<JSZip> {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Badge',
      background: { color: 'FFFFFF' },
      objects: [
        { rect: { x: 0, y: 5, w: 10, h: 0.3, fill: { color: '2C3E50' } } },
        { rect: { x: 9, y: 4.8, w: 0.5, h: 0.5, fill: { color: '1ABC9C' } } },
        {
          text: {
            text: '7',
            options: {
              x: 8.85,
              y: 4.75,
              w: 0.8,
              h: 0.6,
              color: 'FFFFFF',
              fontSize: 18,
              bold: true,
              align: 'center',
              valign: 'middle',
            },
          },
        },
      ],
    });
    pptx.addSlide({ masterName: 'Badge' }).addText('Body', { x: 0.5, y: 1, w: 6, h: 1 });
    const zip = await JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
    const layout = 'ppt/slideLayouts/slideLayout2.xml';
    const xml = await zip.file(layout)!.async('string');
    const field = xml.replace(
      /<a:r>(<a:rPr[^]*?<\/a:rPr>)<a:t>7<\/a:t><\/a:r>/,
      '<a:fld id="{E2EFD139-C25F-42ED-8185-48A4ADFA2B07}" type="slidenum">$1<a:t>&lt;number&gt;</a:t></a:fld>',
    );
    expect(field).not.toEqual(xml);
    zip.file(layout, field);
    return zip;
  }

  it('recolours a slide number field that does not read on its badge, in its layout', async () => {
    const zip = await deckWithNumberBadge();
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBe(1);
    const xml = await zip.file('ppt/slideLayouts/slideLayout2.xml')!.async('string');
    const number = xml.match(/<a:fld[^]*?<\/a:fld>/)![0];
    expect(number).not.toContain('FFFFFF');
    // Read against the badge it sits in: a colour that reads there, not the band's.
    expect(number).toMatch(/schemeClr val="(tx1|tx2|dk1|dk2)"|srgbClr val="000000"/);
  });
});

describe('text on a picture', () => {
  /**
   * A key figure in a light colour (EEECE1) that reads at 3.2:1 on grey (838383), large text's
   * minimum being 3:1: the grey a picture all over the slide, or a solid rectangle.
   */
  async function deckWithFigureOn(kind: 'picture' | 'solid'): Promise<JSZip> {
    const png = new PNG({ width: 32, height: 18 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([0x83, 0x83, 0x83, 255], i);
    const data = `image/png;base64,${PNG.sync.write(png).toString('base64')}`;
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Backdrop',
      background: { color: 'FFFFFF' },
      objects: [
        kind === 'picture'
          ? { image: { x: 0, y: 0, w: 10, h: 5.625, data } }
          : { rect: { x: 0, y: 0, w: 10, h: 5.625, fill: { color: '838383' } } },
      ],
    });
    pptx.addSlide({ masterName: 'Backdrop' }).addText('6 percent', {
      ...{ x: 0.5, y: 1, w: 9, h: 1.2, fontSize: 40, bold: true, color: 'EEECE1' },
    });
    return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  }

  it('gives text on a picture more than the minimum (its pixels vary around the colours read)', async () => {
    const zip = await deckWithFigureOn('picture');
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBe(1);
  });

  it('leaves the same colour on a solid fill of that grey as it is', async () => {
    const zip = await deckWithFigureOn('solid');
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBe(0);
  });
});

describe('text across a picture no colour reads on all of', () => {
  /**
   * Points across a background photo dark on its left half and white on its right (Lights:
   * a dark corner and a bright glow): neither black nor white reads on both halves.
   */
  async function deckWithListAcrossLightAndDark(): Promise<JSZip> {
    const png = new PNG({ width: 32, height: 18 });
    for (let i = 0; i < png.data.length; i += 4) {
      const left = (i / 4) % 32 < 16;
      png.data.set(left ? [30, 20, 70, 255] : [255, 255, 255, 255], i);
    }
    const data = `image/png;base64,${PNG.sync.write(png).toString('base64')}`;
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({
      title: 'Glow',
      background: { color: 'FFFFFF' },
      objects: [{ image: { x: 0, y: 0, w: 10, h: 5.625, data } }],
    });
    const point = 'Each server starts as a follower and stays one while it hears from a leader';
    pptx.addSlide({ masterName: 'Glow' }).addText(
      [1, 2, 3].map((n) => ({ text: `${point} (${n})`, options: { breakLine: true } })),
      { x: 0.5, y: 1.2, w: 9, h: 3.5, fontSize: 16, color: '000000', valign: 'top' },
    );
    return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  }

  it('sets the points on a scrim the photo shows through, their colour reading on it', async () => {
    const zip = await deckWithListAcrossLightAndDark();
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBeGreaterThan(0);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    // A light plate at 80 %: the black points keep their colour.
    expect(xml).toMatch(
      /<p:spPr>(?:(?!<\/p:spPr>).)*<a:srgbClr val="FFFFFF"><a:alpha val="80000"\/>/s,
    );
    expect(xml).toContain('"000000"');
  });
});

describe('points and sub-points of one colour', () => {
  /**
   * White points at 20 pt and a sub-point at 14 pt on Metropolis's blue (4A7AB5): white reads
   * there at 4.4:1, enough for the large points (3:1), not for the sub-point (4.5:1).
   */
  async function deckWithListOnBlue(): Promise<JSZip> {
    const pptx = new PptxGenJS();
    pptx.defineSlideMaster({ title: 'Blue', background: { color: '4A7AB5' } });
    pptx.addSlide({ masterName: 'Blue' }).addText(
      [
        { text: 'Customers doubled', options: { fontSize: 20, breakLine: true } },
        { text: 'In Europe most of all', options: { fontSize: 14, indentLevel: 1 } },
      ],
      { x: 0.5, y: 1, w: 9, h: 3, color: 'FFFFFF', valign: 'top' },
    );
    return JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  }

  it('keep one colour: where the sub-point needs another, the points take it too', async () => {
    const zip = await deckWithListOnBlue();
    expect(await ensureContrast(zip, ['ppt/slides/slide1.xml'])).toBe(2);
    const xml = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const colours = [...xml.matchAll(/<a:rPr[^>]*>\s*<a:solidFill>(<a:\w+ val="\w+"\/>)/g)].map(
      (match) => match[1],
    );
    expect(colours).toHaveLength(2);
    expect(new Set(colours).size).toBe(1);
    expect(colours[0]).not.toContain('FFFFFF');
  });
});
