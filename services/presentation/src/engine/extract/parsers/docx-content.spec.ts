import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { zipLimitsEnv, zipLimitsFrom } from '@deckforge/kit/zip';
import { parseDocx } from './docx.parser';

const LIMITS = zipLimitsFrom(zipLimitsEnv.parse({}));
const RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WP_NS = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const WPS_NS = 'http://schemas.microsoft.com/office/word/2010/wordprocessingShape';
const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

/** A Word file whose body paragraph is replaced by `body` (Word's XML), with extra parts. */
async function wordFile(body: string, parts: Record<string, string> = {}): Promise<Buffer> {
  const bytes = await Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph('PLACEHOLDER')] }] }),
  );
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  zip.file('word/document.xml', xml.replace(/<w:p>(?:(?!<w:p>).)*?PLACEHOLDER.*?<\/w:p>/s, body));
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('Word content the converter skips', () => {
  it('keeps the base text of a run with a phonetic guide (ruby)', async () => {
    const ruby =
      '<w:p><w:r><w:ruby><w:rubyPr><w:rubyAlign w:val="distributeSpace"/></w:rubyPr>' +
      '<w:rt><w:r><w:t>とうきょう</w:t></w:r></w:rt><w:rubyBase><w:r><w:t>東京</w:t></w:r></w:rubyBase>' +
      '</w:ruby></w:r><w:r><w:t>は大きい都市です。</w:t></w:r></w:p>';
    const document = await parseDocx(await wordFile(ruby), LIMITS);
    expect(document.sections.flatMap((section) => section.blocks.map((b) => b.text))).toEqual([
      '東京は大きい都市です。',
    ]);
  });

  it('reads text boxes written as DrawingML only, or as an alternate without fallback', async () => {
    const box = (text: string) =>
      `<w:drawing><wp:anchor xmlns:wp="${WP_NS}"><a:graphic xmlns:a="${A_NS}"><a:graphicData>` +
      `<wps:wsp xmlns:wps="${WPS_NS}"><wps:txbx><w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p>` +
      '</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>';
    const body =
      `<w:p><w:r><w:t>Text of the body</w:t></w:r><w:r>${box('Text in a box')}</w:r></w:p>` +
      `<w:p><w:r><mc:AlternateContent xmlns:mc="${MC_NS}"><mc:Choice Requires="wps">` +
      `${box('Text in a box with no fallback')}</mc:Choice></mc:AlternateContent></w:r></w:p>`;
    const document = await parseDocx(await wordFile(body), LIMITS);
    expect(document.sections.flatMap((section) => section.blocks.map((b) => b.text))).toEqual([
      'Text of the body',
      'Text in a box',
      'Text in a box with no fallback',
    ]);
  });

  it.each([
    [
      'an HTML page',
      'page.html',
      '<html><body><h1>Imported page</h1><p>Some tools write HTML into Word files.</p></body></html>',
    ],
    [
      'a web archive (MHTML, quoted-printable)',
      'page.mht',
      [
        'MIME-Version: 1.0',
        'Content-Type: multipart/related; type="text/html"; boundary="----=_Part"',
        '',
        '------=_Part',
        'Content-Type: text/html;',
        '\tcharset="windows-1252"',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '<html><body><h1>Imported page</h1><p class=3D"x">Some tools write HTML into=',
        ' Word files.</p></body></html>',
        '------=_Part--',
      ].join('\r\n'),
    ],
  ])('reads a body that is an imported page (altChunk): %s', async (_, name, page) => {
    const bytes = await wordFile(`<w:altChunk xmlns:r="${RELS_NS}" r:id="rIdChunk"/>`, {
      [`word/${name}`]: page,
    });
    const zip = await JSZip.loadAsync(bytes);
    const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
    zip.file(
      'word/_rels/document.xml.rels',
      rels.replace(
        '</Relationships>',
        `<Relationship Id="rIdChunk" Type="${RELS_NS}/aFChunk" Target="${name}"/></Relationships>`,
      ),
    );
    const document = await parseDocx(await zip.generateAsync({ type: 'nodebuffer' }), LIMITS);
    expect(document.title).toBe('Imported page');
    expect(document.sections[0].blocks[0].text).toBe('Some tools write HTML into Word files.');
  });

  it('reads the text of a SmartArt diagram, node by node at its depth, without its connectors', async () => {
    const data =
      '<dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst>' +
      '<dgm:pt modelId="0" type="doc"><dgm:t><a:p><a:r><a:t>Whole diagram</a:t></a:r></a:p></dgm:t></dgm:pt>' +
      '<dgm:pt modelId="1"><dgm:t><a:p><a:r><a:t>Plan the work</a:t></a:r></a:p></dgm:t></dgm:pt>' +
      '<dgm:pt modelId="2" type="parTrans"><dgm:t><a:p><a:r><a:t>arrow</a:t></a:r></a:p></dgm:t></dgm:pt>' +
      '<dgm:pt modelId="3"><dgm:t><a:p><a:r><a:t>Work the plan</a:t></a:r></a:p></dgm:t></dgm:pt>' +
      '</dgm:ptLst><dgm:cxnLst><dgm:cxn modelId="4" srcId="0" destId="1"/>' +
      '<dgm:cxn modelId="5" srcId="1" destId="3"/></dgm:cxnLst></dgm:dataModel>';
    const document = await parseDocx(
      await wordFile('<w:p><w:r><w:t>Our method</w:t></w:r></w:p>', {
        'word/diagrams/data1.xml': data,
      }),
      LIMITS,
    );
    expect(
      document.sections.map((section) => section.blocks.map((b) => `${b.level} ${b.text}`)),
    ).toEqual([['0 Our method'], ['0 Plan the work', '1 Work the plan']]);
  });

  it('keeps every box of an org chart, those with the same label too, each under its own boss', async () => {
    const box = (id: string, text: string) =>
      `<dgm:pt modelId="${id}"><dgm:prSet phldrT="[Text]"/><dgm:spPr/><dgm:t><a:bodyPr/><a:p>` +
      `<a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></dgm:t></dgm:pt>`;
    const link = (id: string, from: string, to: string, order: number) =>
      `<dgm:cxn modelId="${id}" srcId="${from}" destId="${to}" srcOrd="${order}" destOrd="0"/>`;
    const data =
      '<dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst>' +
      '<dgm:pt modelId="{D0}" type="doc"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:endParaRPr lang="en-US"/></a:p></dgm:t></dgm:pt>' +
      box('{P}', 'Director') +
      box('{M1}', 'Manager') +
      box('{M2}', 'Manager') +
      box('{E1}', 'Engineer') +
      box('{E2}', 'Engineer') +
      '<dgm:pt modelId="{X1}" type="pres"><dgm:prSet presAssocID="{M1}" presName="rootText"/><dgm:spPr/></dgm:pt>' +
      '<dgm:pt modelId="{X2}" type="pres"><dgm:prSet presAssocID="{M2}" presName="rootText"/><dgm:spPr/></dgm:pt>' +
      '</dgm:ptLst><dgm:cxnLst>' +
      link('{C1}', '{D0}', '{P}', 0) +
      link('{C2}', '{P}', '{M1}', 0) +
      link('{C3}', '{P}', '{M2}', 1) +
      link('{C4}', '{M1}', '{E1}', 0) +
      link('{C5}', '{M2}', '{E2}', 0) +
      '<dgm:cxn modelId="{C6}" type="presOf" srcId="{M1}" destId="{X1}" srcOrd="0" destOrd="0"/>' +
      '<dgm:cxn modelId="{C7}" type="presOf" srcId="{M2}" destId="{X2}" srcOrd="0" destOrd="0"/>' +
      '</dgm:cxnLst></dgm:dataModel>';
    const document = await parseDocx(
      await wordFile('<w:p><w:r><w:t>Our team</w:t></w:r></w:p>', {
        'word/diagrams/data1.xml': data,
      }),
      LIMITS,
    );
    expect(
      document.sections.map((section) => section.blocks.map((b) => `${b.level} ${b.text}`)),
    ).toEqual([
      ['0 Our team'],
      ['0 Director', '1 Manager', '2 Engineer', '1 Manager', '2 Engineer'],
    ]);
  });

  it('says why a document of embedded objects only cannot be used, and what to do', async () => {
    const bytes = await wordFile('<w:p/>', { 'word/embeddings/oleObject1.bin': 'binary' });
    await expect(parseDocx(bytes, LIMITS)).rejects.toMatchObject({
      reason: expect.stringMatching(
        /^it contains no text and no pictures we can show: its content is embedded objects .*Paste their content/,
      ),
    });
  });
});
