import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { convertWithLibreOffice } from '@deckforge/kit/testing';

/**
 * A template made with pptxgenjs: 16:9, a dark title master, a content master with a logo bar,
 * and one sample slide (which generation must drop).
 */
export async function pptxGenJsTemplate(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.defineSlideMaster({
    title: 'Cover',
    background: { color: '203040' },
    objects: [
      {
        placeholder: {
          options: {
            name: 'Title',
            type: 'title',
            x: 0.8,
            y: 2.4,
            w: 11.7,
            h: 1.4,
            fontSize: 40,
            color: 'FFFFFF',
          },
          text: '',
        },
      },
      {
        placeholder: {
          options: {
            name: 'Subtitle',
            type: 'body',
            x: 0.8,
            y: 4.0,
            w: 11.7,
            h: 0.9,
            fontSize: 20,
            color: 'C0D0E0',
          },
          text: '',
        },
      },
    ],
  });
  pptx.defineSlideMaster({
    title: 'Content',
    background: { color: 'F7F7F2' },
    objects: [
      { rect: { x: 0, y: 7.1, w: '100%', h: 0.4, fill: { color: '2A9D8F' } } },
      {
        placeholder: {
          options: {
            name: 'Title',
            type: 'title',
            x: 0.6,
            y: 0.3,
            w: 12,
            h: 1.0,
            fontSize: 30,
            color: '203040',
          },
          text: '',
        },
      },
      {
        placeholder: {
          options: {
            name: 'Body',
            type: 'body',
            x: 0.6,
            y: 1.5,
            w: 12,
            h: 5.3,
            fontSize: 20,
            color: '333333',
          },
          text: '',
        },
      },
    ],
  });
  const sample = pptx.addSlide({ masterName: 'Content' });
  sample.addText('Sample slide', { placeholder: 'Title' });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** The same template after a round trip through LibreOffice (placeholders lose their idx). */
export function libreOfficeTemplate(source: Buffer): Promise<Buffer> {
  return convertWithLibreOffice(
    source,
    'template.pptx',
    'pptx:Impress MS PowerPoint 2007 XML',
    (out) => readFile(out),
  );
}

/**
 * The same template with every part's content type as an `Override` and no `Default` at all
 * (not even for relationships or pictures): valid, and what some producers write.
 */
export async function overrideOnlyTemplate(source: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(source);
  const types = await zip.file('[Content_Types].xml')!.async('string');
  const defaults = new Map(
    [...types.matchAll(/<Default Extension="([^"]+)" ContentType="([^"]+)"\s*\/>/g)].map(
      ([, extension, type]) => [extension.toLowerCase(), type],
    ),
  );
  const overridden = new Set([...types.matchAll(/PartName="\/([^"]+)"/g)].map(([, part]) => part));
  const added = Object.keys(zip.files)
    .filter((part) => !zip.files[part].dir && !overridden.has(part))
    .flatMap((part) => {
      const type = defaults.get(part.split('.').pop()!.toLowerCase());
      return type ? [`<Override PartName="/${part}" ContentType="${type}"/>`] : [];
    });
  zip.file(
    '[Content_Types].xml',
    types.replace(/<Default [^>]*\/>/g, '').replace('</Types>', `${added.join('')}</Types>`),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
