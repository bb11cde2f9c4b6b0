import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { FigureFiles } from './figure-files';
import { parsePdf } from './pdf.parser';
import { renderResolution, type PdfOcrSource } from './pdf-ocr';

jest.setTimeout(60_000);

describe('OCR of PDF pages: its bounds', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pdf-ocr-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A PDF of `count` pages without any text: pages OCR would have to read. */
  async function scanLike(count: number): Promise<{ bytes: Buffer; source: PdfOcrSource }> {
    const pdf = await PDFDocument.create();
    for (let index = 0; index < count; index++) pdf.addPage([612, 792]);
    const bytes = Buffer.from(await pdf.save());
    const path = join(dir, `pages-${count}.pdf`);
    writeFileSync(path, bytes);
    const tools = { pdftoppm: 'pdftoppm', tesseract: 'tesseract' };
    return { bytes, source: { path, tools, workDir: dir, maxPages: 2, timeoutMs: 60_000 } };
  }

  it('refuses a PDF with more pages to read than allowed, before reading any', async () => {
    const { bytes, source } = await scanLike(3);
    await expect(parsePdf(bytes, 500, undefined, source)).rejects.toMatchObject({
      reason:
        '3 of its pages are pictures of text (scans, or text whose font cannot be read); at most 2 such pages can be read',
      permanent: true,
    });
  });

  it('stops when the time budget is spent, as a failure worth retrying', async () => {
    const { bytes, source } = await scanLike(1);
    await expect(
      parsePdf(bytes, 500, undefined, { ...source, timeoutMs: 1 }),
    ).rejects.toMatchObject({
      reason: 'recognising the text of its scanned pages took too long',
      permanent: false,
    });
  });

  it('says a text layer of glyph codes cannot be read when nothing can be recognised either', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([612, 792]);
    // Invisible on the page (nothing for OCR), garbage in the layer: codes, not letters.
    for (let line = 0; line < 12; line++)
      page.drawText(`"!# $'&)(+*-,/.102.43652& %78&:9;02 <=>?@AB`, {
        x: 50,
        y: 700 - line * 20,
        size: 12,
        font,
        opacity: 0,
      });
    const bytes = Buffer.from(await pdf.save());
    const path = join(dir, 'glyph-codes.pdf');
    writeFileSync(path, bytes);
    const tools = { pdftoppm: 'pdftoppm', tesseract: 'tesseract' };
    await expect(
      parsePdf(bytes, 500, undefined, {
        path,
        tools,
        workDir: dir,
        maxPages: 2,
        timeoutMs: 60_000,
      }),
    ).rejects.toMatchObject({
      reason:
        'its text cannot be read (its fonts do not say which letters they show), and none could be recognised in its pages',
    });
  });

  it('shows a PDF of drawings, with no text or pictures, by its drawn pages; not a blank form', async () => {
    const drawn = async (name: string, draw: (page: PDFPage) => void) => {
      const pdf = await PDFDocument.create();
      draw(pdf.addPage([612, 792]));
      const bytes = Buffer.from(await pdf.save());
      const path = join(dir, name);
      writeFileSync(path, bytes);
      const tools = { pdftoppm: 'pdftoppm', pdftohtml: 'pdftohtml', pdfimages: 'pdfimages' };
      const figures = { path, tools, workDir: dir, files: new FigureFiles(dir), maxPixels: 1e8 };
      const ocr = { path, tools: { pdftoppm: 'pdftoppm', tesseract: 'tesseract' } };
      return parsePdf(bytes, 500, figures, {
        ...ocr,
        workDir: dir,
        maxPages: 2,
        timeoutMs: 60_000,
      });
    };
    const plan = await drawn('plan.pdf', (page) => {
      page.drawRectangle({ x: 100, y: 300, width: 400, height: 300, color: rgb(0.2, 0.4, 0.8) });
      page.drawCircle({ x: 300, y: 200, size: 60, color: rgb(0.9, 0.3, 0.1) });
    });
    expect(plan.figures).toEqual([
      expect.objectContaining({ mime: 'image/png', location: { page: 1 } }),
    ]);
    const form = drawn('form.pdf', (page) => {
      for (let row = 0; row < 3; row++)
        page.drawRectangle({
          x: 300,
          y: 600 - row * 40,
          width: 150,
          height: 20,
          borderWidth: 0.5,
          borderColor: rgb(0, 0, 0),
          opacity: 0,
          borderOpacity: 1,
        });
    });
    await expect(form).rejects.toMatchObject({
      reason: 'it contains no text, and none could be recognised in its pages',
    });
  });

  it('refuses a PDF in which no text can be read or recognised', async () => {
    const { bytes, source } = await scanLike(1);
    await expect(parsePdf(bytes, 500, undefined, source)).rejects.toMatchObject({
      reason: 'it contains no text, and none could be recognised in its pages',
    });
  });

  it('draws pages at 300 dpi, and a page of absurd size within 12 million pixels', () => {
    expect(renderResolution(595, 842)).toBe(300);
    const dpi = renderResolution(14_400, 14_400);
    expect((200 * dpi) ** 2).toBeLessThanOrEqual(12_000_000);
    expect(dpi).toBeGreaterThan(0);
  });
});
