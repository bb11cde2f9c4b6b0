import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { PNG } from 'pngjs';
import { FigureFiles } from './figure-files';
import { parsePdf } from './pdf.parser';

jest.setTimeout(60_000);

const PROSE = [
  'Downloads grew through the spring as the new release reached more',
  'people, and updates followed the same curve a few weeks later.',
];
const MONTHS = ['Jan 12', 'Feb 12', 'Mar 12', 'Apr 12', 'May 12', 'Jun 12', 'Jul 12', 'Aug 12'];

/** A bar chart drawn as vectors (frame, gridlines, bars) with its axis labels and legend, no caption. */
function drawChart(page: PDFPage, font: PDFFont) {
  page.drawText('Downloads per week', { x: 100, y: 690, size: 18, font });
  page.drawText('Downloads Updates', { x: 240, y: 660, size: 9, font });
  page.drawRectangle({ x: 100, y: 450, width: 400, height: 190, borderWidth: 0.8 });
  for (let line = 1; line <= 4; line++)
    page.drawLine({ start: { x: 100, y: 450 + line * 38 }, end: { x: 500, y: 450 + line * 38 } });
  MONTHS.forEach((month, index) => {
    const height = 40 + index * 18;
    page.drawRectangle({ x: 110 + index * 48, y: 450, width: 30, height, color: rgb(0, 0.5, 0) });
    page.drawText(month, { x: 110 + index * 48, y: 436, size: 8, font });
  });
}

/** A PNG of `width` × `height` pixels in a gradient (a photograph as far as the parser knows). */
function photo(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++)
    image.data.set([(i % width) % 256, Math.floor(i / width) % 256, 120, 255], i * 4);
  return PNG.sync.write(image);
}

describe('text read inside and beside figures', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pdf-labels-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function read(paint: (page: PDFPage, font: PDFFont, pdf: PDFDocument) => Promise<void>) {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    await paint(pdf.addPage([612, 792]), font, pdf);
    const bytes = Buffer.from(await pdf.save());
    const path = join(dir, 'figures.pdf');
    writeFileSync(path, bytes);
    const tools = { pdftoppm: 'pdftoppm', pdftohtml: 'pdftohtml', pdfimages: 'pdfimages' };
    const files = new FigureFiles(dir);
    const document = await parsePdf(bytes, 10, {
      path,
      tools,
      workDir: dir,
      files,
      maxPixels: 40_000_000,
    });
    const texts = document.sections.flatMap((section) => section.blocks.map((b) => b.text));
    return { document, texts };
  }

  it("takes a vector chart's axis labels and legend as its own, and the chart as a figure under its title", async () => {
    const { document, texts } = await read(async (page, font) => {
      drawChart(page, font);
      PROSE.forEach((line, index) =>
        page.drawText(line, { x: 100, y: 380 - index * 14, size: 11, font }),
      );
    });
    expect(texts).toEqual([PROSE.join(' ')]);
    expect(document.figures).toHaveLength(1);
    const section = document.sections[document.figures![0].section!];
    expect(section.heading).toBe('Downloads per week');
  });

  it('keeps the text beside a photograph and on a background picture, not the small labels under it', async () => {
    const { texts } = await read(async (page, font, pdf) => {
      const background = await pdf.embedPng(photo(64, 80));
      page.drawImage(background, { x: 0, y: 0, width: 612, height: 792, opacity: 0.2 });
      page.drawText('On the harbour wall', { x: 60, y: 740, size: 11, font });
      const picture = await pdf.embedPng(photo(300, 200));
      page.drawImage(picture, { x: 60, y: 450, width: 260, height: 180 });
      page.drawText('Quay 1 Quay 2', { x: 60, y: 438, size: 7, font });
      ['The old quay walls', 'were rebuilt in stone', 'by the harbour board'].forEach(
        (line, index) => page.drawText(line, { x: 340, y: 600 - index * 14, size: 11, font }),
      );
    });
    expect(texts.join(' ')).toContain('On the harbour wall');
    expect(texts.join(' ')).toContain(
      'The old quay walls were rebuilt in stone by the harbour board',
    );
    expect(texts.join(' ')).not.toContain('Quay 1');
  });

  it('draws a chart stored as a picture with its axis labels, which are not text any more', async () => {
    const { document, texts } = await read(async (page, font, pdf) => {
      const plot = await pdf.embedPng(photo(300, 200));
      page.drawImage(plot, { x: 100, y: 450, width: 400, height: 190 });
      MONTHS.forEach((month, index) =>
        page.drawText(month, { x: 110 + index * 48, y: 436, size: 8, font }),
      );
      PROSE.forEach((line, index) =>
        page.drawText(line, { x: 100, y: 380 - index * 14, size: 11, font }),
      );
    });
    expect(texts).toEqual([PROSE.join(' ')]);
    // Rendered from the page (about 1,100 pixels across), not the stored 300 × 200 picture.
    expect(document.figures?.map((figure) => figure.width > 300)).toEqual([true]);
  });

  it("keeps an uncaptioned ruled table's cells as text", async () => {
    const { texts } = await read(async (page, font) => {
      const rows = [
        ['Quay', 'Length', 'Depth'],
        ['North quay', 'long', 'deep'],
        ['South quay', 'short', 'shallow'],
        ['East quay', 'long', 'shallow'],
        ['West quay', 'short', 'deep'],
      ];
      rows.forEach((row, index) => {
        const y = 700 - index * 20;
        page.drawLine({ start: { x: 100, y: y + 14 }, end: { x: 460, y: y + 14 } });
        row.forEach((cell, column) =>
          page.drawText(cell, { x: 106 + column * 120, y, size: 10, font }),
        );
      });
      for (const x of [100, 220, 340, 460])
        page.drawLine({ start: { x, y: 714 }, end: { x, y: 594 } });
      page.drawLine({ start: { x: 100, y: 594 }, end: { x: 460, y: 594 } });
    });
    expect(texts.join(' ')).toContain('North quay');
    expect(texts.join(' ')).toContain('shallow');
  });
});
