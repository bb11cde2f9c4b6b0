import JSZip from 'jszip';
import { readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { descendants, path } from '../../src/ooxml/xml';
import { renderDeck, textBoxOf } from '../../src/engine/package';
import { reportTemplate } from '../../src/engine/layout';
import {
  analyzeTemplate,
  area,
  contrast,
  intersection,
  runLook,
  slideLook,
} from '../../src/engine/template';
import { FontMeasurer } from '../../src/engine/fit';
import { checkDeckQuality } from '../quality/deck-quality';
import { blankPanelTemplate, designPlan } from '../support/design-templates';

jest.setTimeout(120_000);

/** The teal panel and the logo of blankPanelTemplate (EMU: inches × 914400). */
const PANEL_BOTTOM = 5 * 914_400;
const LOGO = { x: 11.2 * 914_400, y: 0.3 * 914_400, w: 1.6 * 914_400, h: 1.6 * 914_400 };
const TEAL = { r: 0x1a, g: 0xbc, b: 0x9c };

describe('a template without a single placeholder (a deck a program wrote)', () => {
  it('is taken at upload, with a cover, content pages and dividers of its own', async () => {
    const report = await reportTemplate(await blankPanelTemplate());
    expect(report.usable).toBe(true);
    expect([report.slides.title?.layout, report.slides.bullets?.layout]).toEqual([
      'Title Slide',
      'Title and Content',
    ]);
  });

  it('gets a deck whose text sits on its panel, clear of its logo, readable and fitting', async () => {
    const deck = await renderDeck(designPlan, await blankPanelTemplate(), new Map());
    expect(deck.layouts).toEqual(
      designPlan.slides.map(({ kind }) =>
        kind === 'title'
          ? 'Title Slide'
          : kind === 'bullets'
            ? 'Title and Content'
            : 'Section Header',
      ),
    );
    const zip = await JSZip.loadAsync(deck.bytes);
    const info = await analyzeTemplate(zip);
    expect(info.layouts.map((layout) => layout.name)).toEqual(
      expect.arrayContaining(['Title Slide', 'Title and Content', 'Section Header']),
    );
    for (const part of await slidePartsInOrder(zip)) {
      const look = (await slideLook(zip, part))!;
      const tree = path((await readXmlPart(zip, part))!, 'p:sld', 'p:cSld', 'p:spTree')!;
      const boxes = [];
      for (const shape of descendants(tree, 'p:sp')) {
        const box = textBoxOf(shape, look)!;
        boxes.push(box);
        // On the teal panel, never over the logo or the navy below it.
        expect(box.y + box.h).toBeLessThanOrEqual(PANEL_BOTTOM);
        expect(area(intersection(box, LOGO))).toBe(0);
        for (const run of descendants(shape, 'a:r')) {
          const drawn = runLook(run, shape, look);
          expect(contrast(drawn.colour!, TEAL)).toBeGreaterThanOrEqual(drawn.isTitle ? 3 : 4.5);
        }
      }
      // The title and the body do not share a place.
      expect(area(intersection(boxes[0], boxes[1] ?? { x: 0, y: 0, w: 0, h: 0 }))).toBe(0);
    }
    const quality = await checkDeckQuality(deck.bytes, new FontMeasurer());
    expect(quality.overflowingSlides).toEqual([]);
    expect(quality.textOverArtwork).toEqual([]);
  });
});
