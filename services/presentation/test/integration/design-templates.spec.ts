import JSZip from 'jszip';
import { readXmlPart, slidePartsInOrder } from '../../src/ooxml/opc-package';
import { descendants, path } from '../../src/ooxml/xml';
import { renderDeck } from '../../src/engine/package';
import { fillColoursUnder, slideLook, runLook, contrast } from '../../src/engine/template';
import {
  coverAndBandTemplate,
  darkPictureTemplate,
  darkTealTemplate,
  designPlan,
  orangeAccentTemplate,
} from '../support/design-templates';

jest.setTimeout(120_000);

/** Each text run's contrast against the slide's background as the renderer resolves it. */
async function weakestRuns(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const weak: string[] = [];
  for (const [index, part] of (await slidePartsInOrder(zip)).entries()) {
    const look = (await slideLook(zip, part))!;
    const tree = path((await readXmlPart(zip, part))!, 'p:sld', 'p:cSld', 'p:spTree')!;
    for (const shape of descendants(tree, 'p:sp'))
      for (const run of descendants(shape, 'a:r')) {
        const drawn = runLook(run, shape, look);
        const behind = fillColoursUnder(look.background, look.background.box)!;
        const ratio = Math.min(...behind.map((colour) => contrast(drawn.colour!, colour)));
        if (ratio < (drawn.isTitle ? 3 : 4.5))
          weak.push(`${index + 1}: ${run.textContent} ${ratio.toFixed(1)}`);
      }
  }
  return weak;
}

describe('decks in designs from the wild', () => {
  it('puts content on the content pages and the cover once, when covers and content pages share their placeholders', async () => {
    const deck = await renderDeck(designPlan, await coverAndBandTemplate(), new Map());
    expect(deck.layouts[0]).toMatch(/^Cover/);
    const content = deck.layouts.filter((_, index) => deck.plan.slides[index].kind === 'bullets');
    expect(content).toEqual(['Content', 'Content', 'Content', 'Content']);
    expect(deck.layouts.slice(1)).not.toContain(deck.layouts[0]);
  });

  it('draws light text on a dark design whose colour map says dark text', async () => {
    const deck = await renderDeck(designPlan, await darkTealTemplate(), new Map());
    expect(await weakestRuns(deck.bytes)).toEqual([]);
  });

  it('draws light text on a dark photograph', async () => {
    const deck = await renderDeck(designPlan, await darkPictureTemplate(), new Map());
    expect(await weakestRuns(deck.bytes)).toEqual([]);
  });

  it('gives sub-bullets a readable colour where the theme sets them in a pale accent', async () => {
    const deck = await renderDeck(designPlan, await orangeAccentTemplate(), new Map());
    expect(await weakestRuns(deck.bytes)).toEqual([]);
  });
});
