import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { buffer } from 'node:stream/consumers';
import {
  pictureBombPdf,
  ruledTablePdf,
  sharedFixture,
  testPicture,
  zipBomb,
} from '../support/sources';
import { useExtractionService } from '../support/extraction-service';

jest.setTimeout(180_000);

/** Figures, tables and spreadsheets: what the sources show besides their text. */
describe('extraction of figures, tables and spreadsheets', () => {
  const suite = useExtractionService();
  const wild = (name: string) => sharedFixture(`wild/sources/${name}`);
  const pictureSize = async (blobKey: string) =>
    imageSize(await buffer(await suite.blobs.read(blobKey)));

  it('reads an HTML page: data tables as tables, embedded pictures with alt text and caption', async () => {
    const png = testPicture('png', '320x200').toString('base64');
    const icon = testPicture('png', '16x16').toString('base64');
    const html = `<html><body><h1>Results</h1><p>Figure 1 shows the trend.</p>
      <figure><img alt="Sales trend" src="data:image/png;base64,${png}"><figcaption>Figure 1: Sales by month</figcaption></figure>
      <img alt="icon" src="data:image/png;base64,${icon}"><img src="https://example.com/remote.png">
      <table><caption>Table 1: Rates</caption><tr><th>Year</th><th>Rate</th></tr><tr><td>2022</td><td>3.1</td></tr><tr><td>2023</td><td>2.4</td></tr></table>
      <table><tr><td>Only one column</td></tr><tr><td>of layout</td></tr></table></body></html>`;
    const { source, tokens } = await suite.sut.extract(
      await suite.store('results.html', Buffer.from(html)),
    );
    expect(source.pictures).toHaveLength(1);
    expect(source.pictures[0]).toMatchObject({
      mime: 'image/png',
      width: 320,
      height: 200,
      altText: 'Sales trend',
      caption: 'Figure 1: Sales by month',
      section: 0,
    });
    expect(await pictureSize(source.pictures[0].blobKey!)).toMatchObject({
      width: 320,
      height: 200,
    });
    expect(source.tables).toEqual([
      {
        header: ['Year', 'Rate'],
        rows: [
          ['2022', '3.1'],
          ['2023', '2.4'],
        ],
        caption: 'Table 1: Rates',
        section: 0,
      },
    ]);
    const blocks = source.sections[0].blocks;
    expect(blocks.find((block) => block.text === 'Figure 1: Sales by month')?.type).toBe('caption');
    expect(blocks.map((block) => block.text)).toContain('Only one column');
    // The table's cells are counted like any text; a document's own figure costs nothing extra.
    expect(tokens).toBeGreaterThan(20);
    expect(tokens).toBeLessThan(60);
  });

  it('counts a PDF picture bomb at once: the picture is left out undecoded, and said so', async () => {
    const bomb = await pictureBombPdf();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // Byte-different copies each cost the same small amount: the budget holds per picture.
    for (const copy of [bomb, Buffer.concat([bomb, Buffer.from('\n% another copy\n')])]) {
      const started = Date.now();
      const { source, note } = await suite.sut.extract(await suite.store('bomb.pdf', copy));
      // Issue 26 asks for under 2 s (docs/benchmarks.md); a loaded test machine gets room.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(source.skippedPictures).toBe(1);
      expect(note).toContain('1 picture too large to read left out');
      // The ordinary photograph on the next page is kept.
      expect(source.pictures.map((picture) => [picture.width, picture.height])).toEqual([
        [640, 480],
      ]);
    }
  });

  it('leaves out a picture bomb embedded in a web page without decoding it', async () => {
    // A PNG whose header declares 40000×40000 pixels: its size is all the budget reads.
    const header = testPicture('png', '64x64');
    header.writeUInt32BE(40_000, 16);
    header.writeUInt32BE(40_000, 20);
    const html = `<html><body><h1>Bomb</h1><p>A page with one enormous picture.</p>
      <img alt="Bomb" src="data:image/png;base64,${header.toString('base64')}"></body></html>`;
    const { source, note } = await suite.sut.extract(
      await suite.store('bomb.html', Buffer.from(html)),
    );
    expect(source.pictures).toEqual([]);
    expect(source.skippedPictures).toBe(1);
    expect(note).toContain('too large to read');
  });

  it('reads a CSV file with semicolons as a table', async () => {
    const csv = '\ufeffYear;Visitors;Revenue\n2021;1200;3.5\n2022;1800;4.25\n2023;2600;6\n';
    const { source, tokens } = await suite.sut.extract(
      await suite.store('visitors.csv', Buffer.from(csv)),
    );
    expect(source.kind).toBe('text');
    expect(source.tables).toEqual([
      expect.objectContaining({
        header: ['Year', 'Visitors', 'Revenue'],
        rows: [
          ['2021', '1200', '3.5'],
          ['2022', '1800', '4.25'],
          ['2023', '2600', '6'],
        ],
      }),
    ]);
    expect(tokens).toBeGreaterThan(10);
  });

  it('refuses an .xlsx that is a zip bomb, naming the file', async () => {
    await expect(
      suite.sut.extract(await suite.store('bomb.xlsx', await zipBomb(600))),
    ).rejects.toThrow(/bomb\.xlsx.*(zip bomb|damaged)/);
  });

  it("reads a workbook's medal table with formula results", async () => {
    const path = wild('onlyoffice-sample.xlsx');
    if (!path) return console.warn('skipped: ../shared/fixtures/wild is absent');
    const { source } = await suite.sut.extract(
      await suite.store('medals.xlsx', readFileSync(path)),
    );
    const table = source.tables![0];
    expect(table.header).toEqual(['Rank', 'Country', 'Gold', 'Silver', 'Bronze', 'Total']);
    expect(table.rows[0]).toEqual(['1', 'USA', '46', '37', '38', '121']);
    expect(table.rows.length).toBeGreaterThanOrEqual(25);
  });

  it("reads the Word documents' tables as tables and their pictures as figures", async () => {
    for (const [name, tables, pictures] of [
      ['docx4j-getting-started.docx', 5, 2],
      ['docx4j-sample.docx', 1, 3],
    ] as const) {
      const path = wild(name);
      if (!path) return console.warn('skipped: ../shared/fixtures/wild is absent');
      const { source } = await suite.sut.extract(await suite.store(name, readFileSync(path)));
      expect(source.tables!.length).toBeGreaterThanOrEqual(tables);
      expect(source.pictures.length).toBeGreaterThanOrEqual(pictures);
      for (const picture of source.pictures) {
        expect(Math.min(picture.width, picture.height)).toBeGreaterThanOrEqual(64);
        expect(picture.section).toBeGreaterThanOrEqual(0);
        // No file paths as alt text: "C:\...\pangolin.jpeg" reads "pangolin".
        expect(picture.altText ?? '').not.toMatch(/[\\/]/);
      }
      // Table rows are not repeated as "a | b" paragraphs.
      const texts = source.sections.flatMap((section) => section.blocks.map((block) => block.text));
      const rows = source.tables!.flatMap((table) => table.rows.map((row) => row.join(' | ')));
      expect(texts.filter((text) => rows.includes(text))).toEqual([]);
    }
  });

  it("renders the Raft paper's vector figures from the regions their captions mark", async () => {
    const path = wild('raft.pdf');
    if (!path) return console.warn('skipped: ../shared/fixtures/wild is absent');
    const { source } = await suite.sut.extract(await suite.store('raft.pdf', readFileSync(path)));
    const captioned = source.pictures.filter((picture) =>
      /^Figure \d+:/.test(picture.caption ?? ''),
    );
    expect(captioned.length).toBeGreaterThanOrEqual(6);
    const first = captioned.find((picture) => picture.caption!.startsWith('Figure 1:'))!;
    expect(first.location).toEqual({ page: 2 });
    expect(first.caption).toMatch(/Replicated state machine architecture/);
    const size = await pictureSize(first.blobKey!);
    expect(size.width).toBe(first.width);
    expect(first.width).toBeGreaterThan(400);
    // What is read inside the figures (axis ticks, legends) belongs to them, not to the prose.
    const texts = source.sections.flatMap((section) => section.blocks.map((b) => b.text));
    expect(texts).not.toContain('cumulative percent');
    expect(texts).not.toContain('0 10 20 30 40 50 60');
    expect(texts.some((text) => /replicated log/.test(text))).toBe(true);
    // The caption is a caption block of the section it sits in, not a bullet-to-be.
    const block = source.sections[first.section!].blocks.find((b) => b.text === first.caption);
    expect(block?.type).toBe('caption');
  });

  it('reads a clearly ruled PDF table under its caption as a table', async () => {
    const { source } = await suite.sut.extract(
      await suite.store('rates.pdf', await ruledTablePdf()),
    );
    expect(source.tables).toEqual([
      expect.objectContaining({
        header: ['Year', 'Rate', 'Change'],
        rows: [
          ['2020', '4.1', '-'],
          ['2021', '3.6', '-0.5'],
          ['2022', '3.1', '-0.5'],
          ['2023', '2.4', '-0.7'],
        ],
        caption: 'Table 1: Rates by year',
        location: { page: 1 },
        section: 0,
      }),
    ]);
  });

  it("takes the designed PDF's photographs as stored", async () => {
    const path = wild('onlyoffice-sample.pdf');
    if (!path) return console.warn('skipped: ../shared/fixtures/wild is absent');
    const { source } = await suite.sut.extract(
      await suite.store('designed.pdf', readFileSync(path)),
    );
    expect(source.pictures.length).toBeGreaterThanOrEqual(6);
    expect(source.pictures.every((picture) => picture.mime === 'image/jpeg')).toBe(true);
  });
});
