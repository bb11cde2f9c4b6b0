import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { readRelationships, readXmlPart, sourceOfRels } from '../../src/ooxml/opc-package';
import { attribute, descendants, parseXml, path, serializeXml } from '../../src/ooxml/xml';
import type { DeckPlan } from '@deckforge/proto';
import { renderDeck, checkPackage } from '../../src/engine/package';
import { analyzeTemplate } from '../../src/engine/template';
import { pdfPageCount, withExternalLinks } from '@deckforge/kit/testing';
import { sharedFixture, testMedia, testPicture } from '../support/sources';
import { libreOfficeTemplate, overrideOnlyTemplate, pptxGenJsTemplate } from '../support/templates';

jest.setTimeout(180_000);

const FIXTURE_TEMPLATES = ['office-default.pptx', 'office-branded.pptx', 'corp-template.pptx'];

describe('rendering a plan into templates', () => {
  let dir: string;
  let assets: Map<string, string>;
  const templates: Array<[string, () => Promise<Buffer>]> = [];

  const plan: DeckPlan = {
    title: 'Quarterly review',
    slides: [
      {
        kind: 'title',
        title: 'Quarterly review',
        subtitle: '21 November 2026',
        notes: 'Opening words',
      },
      { kind: 'section', title: 'Results' },
      {
        kind: 'bullets',
        title: 'Key findings',
        notes: 'From report.pdf, page 2',
        bullets: [
          { text: 'Revenue grew twelve percent, driven by the enterprise segment', level: 0 },
          { text: 'EMEA grew fastest', level: 1 },
          { text: 'Churn fell to three percent', level: 0 },
        ],
      },
      {
        kind: 'bullets',
        title: 'Every region',
        bullets: Array.from({ length: 14 }, (_, index) => ({
          text: `Region ${index + 1} grew steadily over the year thanks to new partners and a stronger sales team`,
          level: 0,
        })),
      },
      {
        kind: 'picture',
        title: 'Test pattern',
        picture: { blobKey: 'picture', mime: 'image/png', width: 640, height: 480 },
        caption: 'Colour bars',
        altText: 'Colour bars of a test pattern',
      },
      {
        kind: 'media',
        title: 'Demo video',
        media: {
          kind: 'video',
          blobKey: 'video',
          mime: 'video/mp4',
          extension: 'mp4',
          posterBlobKey: 'poster',
          width: 320,
          height: 240,
        },
      },
      {
        kind: 'media',
        title: 'Jingle',
        media: { kind: 'audio', blobKey: 'audio', mime: 'audio/mpeg', extension: 'mp3' },
      },
    ],
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-'));
    const file = (name: string, bytes: Buffer) => {
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    };
    assets = new Map([
      ['picture', file('picture.png', testPicture('png'))],
      ['poster', file('poster.jpg', testPicture('jpg', '320x240'))],
      ['video', file('video.mp4', testMedia('mp4', 2))],
      ['audio', file('audio.mp3', testMedia('mp3', 2))],
    ]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const name of FIXTURE_TEMPLATES) {
    const fixture = sharedFixture(`templates/${name}`);
    if (fixture) templates.push([name, async () => readFileSync(fixture)]);
    else
      it.skip(`${name}: skipped, the shared fixtures are not at ../shared/fixtures/templates`, () =>
        undefined);
  }
  templates.push(['a pptxgenjs template with a sample slide', pptxGenJsTemplate]);
  templates.push([
    'a template exported by LibreOffice',
    async () => libreOfficeTemplate(await pptxGenJsTemplate()),
  ]);
  templates.push([
    'a template whose content types are all Overrides (no Default for rels or pictures)',
    async () => overrideOnlyTemplate(await pptxGenJsTemplate()),
  ]);

  describe.each(templates)('%s', (_name, load) => {
    let template: Buffer;
    let deck: JSZip;
    let bytes: Buffer;
    let slideCount: number;

    beforeAll(async () => {
      template = await load();
      const rendered = await renderDeck(plan, template, assets);
      bytes = rendered.bytes;
      slideCount = rendered.slideCount;
      deck = await JSZip.loadAsync(bytes);
    });

    it('is a sound package with every planned slide, long lists split over several', async () => {
      expect(await checkPackage(deck)).toEqual([]);
      expect(slideCount).toBeGreaterThan(plan.slides.length);
      const titles = await slideTitles(deck);
      expect(titles).toHaveLength(slideCount);
      expect(titles[0]).toBe('Quarterly review');
      expect(titles.filter((title) => title.startsWith('Every region ('))).toHaveLength(
        slideCount - plan.slides.length + 1,
      );
    });

    it("keeps the template's masters, layouts, theme and backgrounds, and uses its layouts", async () => {
      const original = await JSZip.loadAsync(template);
      // Masters, layouts, themes and their relationships are unchanged ...
      const design = Object.keys(original.files).filter(
        (f) => !original.files[f].dir && /^ppt\/(slideMasters|slideLayouts|theme)\//.test(f),
      );
      expect(design.some((f) => /slideMaster\d+\.xml$/.test(f))).toBe(true);
      for (const part of design)
        expect({ part, xml: canonical(await deck.file(part)?.async('string')) }).toEqual({
          part,
          xml: canonical(await original.file(part)!.async('string')),
        });
      // ... and so are the pictures they show (backgrounds, logos).
      for (const part of design.filter((f) => f.endsWith('.rels')))
        for (const rel of await readRelationships(original, sourceOfRels(part)))
          if (rel.type === 'image')
            expect(
              (await deck.file(rel.target)?.async('nodebuffer'))?.equals(
                await original.file(rel.target)!.async('nodebuffer'),
              ),
            ).toBe(true);
      const info = await analyzeTemplate(original);
      const layoutParts = new Set(info.layouts.map((layout) => layout.part));
      for (const slide of await slideParts(deck)) {
        const layout = (await readRelationships(deck, slide)).find(
          (rel) => rel.type === 'slideLayout',
        );
        expect(layoutParts.has(layout!.target)).toBe(true);
      }
      expect(await sampleTextOf(deck)).not.toContain('Sample slide');
    });

    it('embeds the picture with its alt text, the video and the audio, and keeps speaker notes', async () => {
      const media = Object.keys(deck.files).filter((f) => f.startsWith('ppt/media/'));
      expect(media.some((f) => f.endsWith('.mp4'))).toBe(true);
      expect(media.some((f) => f.endsWith('.mp3'))).toBe(true);
      const all = await Promise.all(
        (await slideParts(deck)).map((part) => deck.file(part)!.async('string')),
      );
      expect(all.join('')).toContain('descr="Colour bars of a test pattern"');
      const notes = await Promise.all(
        Object.keys(deck.files)
          .filter((f) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(f))
          .map((f) => deck.file(f)!.async('string')),
      );
      expect(notes.join('')).toContain('From report.pdf, page 2');
    });

    it('opens in LibreOffice with as many pages as slides', async () => {
      expect(await pdfPageCount(bytes)).toBe(slideCount);
    });
  });

  it('leaves no external link in a deck made on a template that still has some', async () => {
    // Stripped at upload since; a template stored before, or a system one, is stripped here.
    const linked = await withExternalLinks(await pptxGenJsTemplate(), 'http://127.0.0.1:9');

    const deck = await JSZip.loadAsync((await renderDeck(plan, linked, assets)).bytes);

    expect(await checkPackage(deck)).toEqual([]);
    const external: string[] = [];
    for (const part of Object.keys(deck.files).filter((name) => name.endsWith('.rels')))
      for (const rel of await readRelationships(deck, sourceOfRels(part)))
        if (rel.external) external.push(`${part}: ${rel.type} ${rel.target}`);
    expect(external.filter((link) => !/ hyperlink https?:/.test(link))).toEqual([]);
  });
});

async function slideParts(deck: JSZip): Promise<string[]> {
  const presentation = (await readXmlPart(deck, 'ppt/presentation.xml'))!;
  const rels = await readRelationships(deck, 'ppt/presentation.xml');
  return descendants(path(presentation, 'p:presentation', 'p:sldIdLst')!, 'p:sldId').map(
    (id) => rels.find((rel) => rel.id === attribute(id, 'r:id'))!.target,
  );
}

async function slideTitles(deck: JSZip): Promise<string[]> {
  const titles: string[] = [];
  for (const part of await slideParts(deck)) {
    const slide = (await readXmlPart(deck, part))!;
    const title = descendants(slide, 'p:sp').find((shape) =>
      ['title', 'ctrTitle'].includes(
        attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type') ?? '',
      ),
    );
    titles.push(
      title
        ? descendants(title, 'a:t')
            .map((t) => t.textContent)
            .join('')
        : '',
    );
  }
  return titles;
}

async function sampleTextOf(deck: JSZip): Promise<string> {
  const texts = await Promise.all(
    (await slideParts(deck)).map((part) => deck.file(part)!.async('string')),
  );
  return texts.join('');
}

/** The same XML whatever its line endings and declaration layout. */
const canonical = (xml: string | undefined) =>
  xml === undefined ? undefined : serializeXml(parseXml(xml.replace(/\r\n/g, '\n')));
