import { PDFDocument, StandardFonts } from 'pdf-lib';
import { joinAccents } from './pdf-accents';
import { parsePdf } from './pdf.parser';

describe(joinAccents.name, () => {
  it.each([
    ['In a na¨ıve implementation', 'In a naïve implementation'],
    ['David Mazi`eres and D. M´ery', 'David Mazières and D. Méry'],
    ['¨Uber die Stra¨se', 'Über die Stra¨se'],
    ['Espa˜na and ˇCesk´y', 'España and Český'],
    ['gar¸con', 'garçon'],
  ])('joins TeX accents with their letters: %s', (drawn, text) => {
    expect(joinAccents(drawn)).toBe(text);
  });

  it.each(['it´s the user´s file', '``Quoted´´ text', 'see https://example.edu/˜ongaro for more'])(
    'leaves apostrophes, quotes and URLs alone: %s',
    (text) => {
      expect(joinAccents(text)).toBe(text);
    },
  );
});

describe('PDF text with accents drawn apart', () => {
  it('reads the accented words, as the page shows them', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    const lines = [
      'A na¨ive approach to the problem was described by Mazi`eres and his',
      'colleagues, who kept it simple and wrote it down for everyone.',
    ];
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 700 - index * 16, size: 12, font }),
    );
    const document = await parsePdf(Buffer.from(await pdf.save()), 10);
    const text = document.sections
      .flatMap((section) => section.blocks.map((block) => block.text))
      .join(' ');
    expect(text).toContain('A naïve approach');
    expect(text).toContain('by Mazières and');
  });
});
