import { PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import { parsePdf } from './pdf.parser';

type Draw = (page: PDFPage, text: string, x: number, y: number, size?: number) => void;

/** A PDF of pages drawn by `pages` (US letter, Helvetica), read back as its blocks' texts. */
async function blocksOf(...pages: Array<(draw: Draw, page: PDFPage) => void>): Promise<string[]> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const paint of pages) {
    const page = pdf.addPage([612, 792]);
    paint((on, text, x, y, size = 11) => on.drawText(text, { x, y, size, font }), page);
  }
  const document = await parsePdf(Buffer.from(await pdf.save()), 10);
  return document.sections.flatMap((section) => section.blocks.map((block) => block.text));
}

const FIRST = 'The committee met every week of the spring to review the harbour';
const SECOND = 'plans and the costs of the new quay walls before the vote.';

describe('PDF lines that carry a sentence on', () => {
  it('joins a sentence that goes on at the top of the next column', async () => {
    const blocks = await blocksOf((draw, page) => {
      draw(page, 'Residents asked for a public meeting about the timetable.', 50, 700);
      draw(page, FIRST, 50, 100);
      draw(page, SECOND, 320, 700);
    });
    expect(blocks).toContain(`${FIRST} ${SECOND}`);
  });

  it('joins a sentence that goes on on the next page, mending the hyphenated word', async () => {
    const blocks = await blocksOf(
      (draw, page) => draw(page, 'The committee met every week of the spring to re-', 50, 80),
      (draw, page) => draw(page, 'view the harbour plans before the vote.', 50, 720),
    );
    expect(blocks).toEqual([
      'The committee met every week of the spring to review the harbour plans before the vote.',
    ]);
  });

  it('joins double-spaced lines of one sentence', async () => {
    const blocks = await blocksOf((draw, page) => {
      draw(page, FIRST, 50, 700);
      draw(page, SECOND, 50, 674);
    });
    expect(blocks).toEqual([`${FIRST} ${SECOND}`]);
  });

  it('keeps list items, headings and rows of a table apart', async () => {
    const blocks = await blocksOf((draw, page) => {
      draw(page, 'Harbour works in the spring', 50, 720, 18);
      draw(page, 'quays, walls and the old lighthouse are repaired first.', 50, 690);
      draw(page, '• residents asked for a public meeting about the timetable', 50, 640);
      draw(page, '• costs were shared between the council and the harbour board', 50, 614);
      draw(page, 'north quay 12 340 1.5', 50, 560);
      draw(page, 'south quay 9 280 1.2', 50, 534);
    });
    expect(blocks).toEqual([
      'quays, walls and the old lighthouse are repaired first.',
      'residents asked for a public meeting about the timetable',
      'costs were shared between the council and the harbour board',
      'north quay 12 340 1.5',
      'south quay 9 280 1.2',
    ]);
  });

  it('leaves labels of a few words apart (they do not wrap)', async () => {
    const blocks = await blocksOf((draw, page) => {
      draw(page, 'Leave compiled trace', 50, 700);
      draw(page, 'loop edge', 50, 674);
    });
    expect(blocks).toEqual(['Leave compiled trace', 'loop edge']);
  });
});
