import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { PNG } from 'pngjs';
import type { DeckPlan } from '@deckforge/proto';

/**
 * Templates that reproduce the design findings of issue 29 (readable decks in any design): each
 * is what a template from the wild did to our decks, made small.
 */

type Master = Parameters<PptxGenJS['defineSlideMaster']>[0];

const placeholder = (
  name: string,
  type: 'title' | 'body',
  box: { x: number; y: number; w: number; h: number },
  fontSize: number,
) => ({ placeholder: { options: { name, type, ...box, fontSize }, text: '' } });

async function template(masters: Master[], samples: string[] = []): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  for (const master of masters) pptx.defineSlideMaster(master);
  for (const master of samples)
    pptx.addSlide({ masterName: master }).addText('Sample', {
      placeholder: 'Title',
    });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/**
 * A university's design: red cover pages (title and a roomy text box, listed first, as such
 * templates list them) and white content pages with a red band at the top. Their placeholders
 * alone cannot tell them apart: every one of 64 slides went on the red cover.
 */
export function coverAndBandTemplate(): Promise<Buffer> {
  const cover = (title: string): Master => ({
    title,
    background: { color: 'A0121E' },
    objects: [
      placeholder('Title', 'title', { x: 0.8, y: 1.2, w: 11.7, h: 1.6 }, 40),
      placeholder('Body', 'body', { x: 0.8, y: 3.2, w: 11.7, h: 3.6 }, 20),
    ],
  });
  return template([
    cover('Cover red'),
    cover('Cover red with text'),
    {
      title: 'Content',
      background: { color: 'FFFFFF' },
      objects: [
        { rect: { x: 0, y: 0, w: '100%', h: 0.9, fill: { color: 'A0121E' } } },
        placeholder('Title', 'title', { x: 0.6, y: 1.0, w: 12, h: 1.0 }, 30),
        placeholder('Body', 'body', { x: 0.6, y: 2.1, w: 12, h: 4.9 }, 20),
      ],
    },
  ]);
}

/**
 * A Keynote export's dark teal design whose colour map still maps text to the theme's dark
 * colour: every placeholder draws black text on dark teal unless its colour is chosen.
 */
export function darkTealTemplate(): Promise<Buffer> {
  const page = (title: string): Master => ({
    title,
    background: { color: '12403F' },
    objects: [
      placeholder('Title', 'title', { x: 0.8, y: 0.5, w: 11.7, h: 1.2 }, 36),
      placeholder('Body', 'body', { x: 0.8, y: 2.0, w: 11.7, h: 4.8 }, 20),
    ],
  });
  return template([page('Title'), page('Content')]);
}

/**
 * A design whose pages are a dark photograph (a PNG of deep blue, lighter at the bottom), with
 * no colour of its own for text: black text on it unless chosen.
 */
export function darkPictureTemplate(): Promise<Buffer> {
  const png = new PNG({ width: 160, height: 90 });
  for (let y = 0; y < 90; y++)
    for (let x = 0; x < 160; x++) {
      const i = (y * 160 + x) * 4;
      png.data.set([10 + y / 3, 20 + y / 3, 60 + y / 2, 255], i);
    }
  const data = `image/png;base64,${PNG.sync.write(png).toString('base64')}`;
  const page = (title: string): Master => ({
    title,
    background: { data },
    objects: [
      placeholder('Title', 'title', { x: 0.8, y: 0.5, w: 11.7, h: 1.2 }, 36),
      placeholder('Body', 'body', { x: 0.8, y: 2.0, w: 11.7, h: 4.8 }, 20),
    ],
  });
  return template([page('Title'), page('Content')]);
}

/**
 * A corporate design on white whose second-level bullets take the theme's orange accent
 * (about 2.2:1 on white).
 */
export async function orangeAccentTemplate(): Promise<Buffer> {
  const bytes = await template([
    {
      title: 'Content',
      background: { color: 'FFFFFF' },
      objects: [
        placeholder('Title', 'title', { x: 0.6, y: 0.4, w: 12, h: 1.0 }, 32),
        placeholder('Body', 'body', { x: 0.6, y: 1.6, w: 12, h: 5.4 }, 22),
      ],
    },
  ]);
  const zip = await JSZip.loadAsync(bytes);
  const theme = 'ppt/theme/theme1.xml';
  zip.file(
    theme,
    (await zip.file(theme)!.async('string')).replace(
      /(<a:accent2>)[\s\S]*?(<\/a:accent2>)/,
      '$1<a:srgbClr val="F79646"/>$2',
    ),
  );
  const master = 'ppt/slideMasters/slideMaster1.xml';
  const xml = await zip.file(master)!.async('string');
  const body = xml.indexOf('<p:bodyStyle>');
  const second = xml.indexOf('<a:lvl2pPr', body);
  const colour = xml.indexOf('<a:schemeClr val="tx1"/>', second);
  zip.file(
    master,
    `${xml.slice(0, colour)}<a:schemeClr val="accent2"/>${xml.slice(colour + '<a:schemeClr val="tx1"/>'.length)}`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/**
 * A design a program wrote, with no placeholder anywhere (every slide on a blank layout): a
 * navy page whose upper two thirds are a teal panel, a logo in the panel's top right corner.
 * Text on it needs places of its own, on the panel and clear of the logo.
 */
export function blankPanelTemplate(): Promise<Buffer> {
  const png = new PNG({ width: 40, height: 40 });
  png.data.fill(200);
  const logo = `image/png;base64,${PNG.sync.write(png).toString('base64')}`;
  return template([
    {
      title: 'Blank',
      background: { color: '2C3E50' },
      objects: [
        { rect: { x: 0, y: 0, w: '100%', h: 5, fill: { color: '1ABC9C' } } },
        { image: { x: 11.2, y: 0.3, w: 1.6, h: 1.6, data: logo } },
      ],
    },
  ]);
}

const bullets = (title: string) => ({
  kind: 'bullets' as const,
  title,
  notes: 'Notes',
  bullets: [
    { text: 'Enrolment grew by a fifth over three years', level: 0 },
    { text: 'Most of it in the evening programmes', level: 1 },
    { text: 'Research income doubled', level: 0 },
  ],
});

/** A short deck with sections, lists with a second level and a close. */
export const designPlan: DeckPlan = {
  title: 'Annual report',
  slides: [
    { kind: 'title', title: 'Annual report', subtitle: 'Faculty of Science', notes: 'Welcome' },
    { kind: 'section', title: 'Teaching', notes: 'Teaching' },
    bullets('Students'),
    bullets('Programmes'),
    { kind: 'section', title: 'Research', notes: 'Research' },
    bullets('Grants'),
    bullets('Publications'),
    { kind: 'closing', title: 'Thank you', subtitle: 'Questions', notes: 'End' },
  ],
};
