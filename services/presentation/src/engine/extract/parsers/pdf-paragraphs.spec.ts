import { PDFDocument, type PDFPage, StandardFonts } from 'pdf-lib';
import { parsePdf } from './pdf.parser';

type Draw = (page: PDFPage, text: string, x: number, y: number, size?: number) => void;

type Paint = (draw: Draw, page: PDFPage) => void;

/** A PDF of pages drawn by `pages` (US letter, Helvetica), read back. */
async function parsedOf(...pages: Paint[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const paint of pages) {
    const page = pdf.addPage([612, 792]);
    paint((on, text, x, y, size = 11) => on.drawText(text, { x, y, size, font }), page);
  }
  return parsePdf(Buffer.from(await pdf.save()), 10);
}

/** The texts of the blocks of a PDF drawn by `pages`. */
async function blocksOf(...pages: Paint[]): Promise<string[]> {
  const document = await parsedOf(...pages);
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

describe('PDF headings', () => {
  const headingsOf = async (paint: Paint) =>
    (await parsedOf(paint)).sections.map((section) => section.heading).filter(Boolean);
  const prose = (draw: Draw, page: PDFPage, y: number) =>
    [FIRST, SECOND, FIRST, SECOND].forEach((line, i) => draw(page, line, 50, y - i * 14));

  // pdf.js's Brotli test, an architect's drawing set: its drawings' titles in heading type.
  it('keeps a label above a heading out of it, and joins a heading that wraps', async () => {
    const headings = await headingsOf((draw, page) => {
      // Drawn one after the other, the lower first: the order of their text is no reading order.
      draw(page, 'HIP ROOF', 50, 300, 16);
      draw(page, 'GABLE ROOF', 50, 600, 16);
      prose(draw, page, 580);
      draw(page, 'Costs of the new quay walls and', 50, 450, 16);
      draw(page, 'the harbour plans', 50, 432, 16);
      prose(draw, page, 410);
    });
    expect(headings).toEqual([
      'HIP ROOF',
      'GABLE ROOF',
      'Costs of the new quay walls and the harbour plans',
    ]);
  });
});
