import { PDFDocument, StandardFonts } from 'pdf-lib';
import { parsePdf } from './pdf.parser';

const RUNNING_HEAD = 'Prepared with the Consultant legal reference system';
const BODY = [
  'The council approved the harbour budget after a long debate about the quay walls.',
  'Residents asked for a public meeting about the timetable of the works.',
  'The board shared the costs of dredging the channel with the port authority.',
];

/** A report of `pages` pages, each under the same running head set larger than its body. */
async function report(pages: number, headSize: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(RUNNING_HEAD, { x: 50, y: 760, size: headSize, font });
    page.drawText(`Harbour works, part ${number}`, { x: 50, y: 680, size: 18, font });
    BODY.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 640 - index * 30, size: 11, font }),
    );
  }
  return Buffer.from(await pdf.save());
}

describe('PDF running heads', () => {
  it.each([9, 14])('leaves out a line repeated at the top of every page (%i pt)', async (size) => {
    const document = await parsePdf(await report(4, size), 10);
    const texts = document.sections.flatMap((section) => [
      section.heading ?? '',
      ...section.blocks.map((block) => block.text),
    ]);
    expect(texts.join('\n')).not.toContain('Consultant');
    expect(texts).toContain('Harbour works, part 3');
  });

  it('keeps numbered headings at the top of every page', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let number = 1; number <= 4; number++) {
      const page = pdf.addPage([612, 792]);
      page.drawText(`Chapter ${number}: results`, { x: 50, y: 740, size: 18, font });
      page.drawText(BODY[0], { x: 50, y: 640, size: 11, font });
    }
    const document = await parsePdf(Buffer.from(await pdf.save()), 10);
    expect(document.sections.map((section) => section.heading)).toEqual(
      [1, 2, 3, 4].map((number) => `Chapter ${number}: results`),
    );
  });

  it('keeps the head of a two-page document (too few pages to call it running)', async () => {
    const document = await parsePdf(await report(2, 14), 10);
    expect(JSON.stringify(document.sections)).toContain('Consultant');
  });
});
