import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_TOKENS, PICTURE_TOKENS, speechTokens } from '@deckforge/proto';
import { countTokens } from 'gpt-tokenizer';
import { DataSource } from 'typeorm';
import { ExtractionCacheSweeper } from '../../src/engine/extract';
import { sourceText } from '../../src/text/source-text';
import {
  blankPdf,
  encryptedPdf,
  pdfDocument,
  picturesPdf,
  scannedPdf,
  sharedFixture,
  powerPointDeck,
  tenHourWavFile,
  testMedia,
  testPicture,
  textPicture,
  wordDocument,
  zipBomb,
  zipWithEntries,
} from '../support/sources';
import { useExtractionService } from '../support/extraction-service';

jest.setTimeout(120_000);

describe('extraction of every supported file type', () => {
  const suite = useExtractionService();

  it('reads plain text: headings, paragraphs and bullets', async () => {
    const text = [
      'Project status',
      '',
      'The migration finished two weeks early and the old cluster is switched off.',
      '',
      'Open points:',
      '- Update the runbooks',
      '  - including on-call',
      '- Archive the old dashboards',
    ].join('\n');
    const result = await suite.sut.extract(await suite.store('status.txt', Buffer.from(text)));
    expect(result.kind).toBe('text');
    expect(result.source.title).toBe('Project status');
    expect(result.source.sections[0]).toMatchObject({
      heading: 'Project status',
      blocks: [
        { type: 'paragraph', text: expect.stringMatching(/^The migration finished/) },
        { type: 'paragraph', text: 'Open points:' },
        { type: 'bullet', text: 'Update the runbooks', level: 0 },
        { type: 'bullet', text: 'including on-call', level: 1 },
        { type: 'bullet', text: 'Archive the old dashboards', level: 0 },
      ],
    });
    expect(result.tokens).toBe(countTokens(textOf(result.source)));
  });

  it('reads Markdown structure from headings and nested lists', async () => {
    const markdown = [
      '# Roadmap',
      'We ship **three** features this year.',
      '## Q1',
      '- Search',
      '  - with [filters](https://example.com)',
      '- Export',
      '## Q2',
      '| Team | Goal |',
      '|---|---|',
      '| Web | Speed |',
    ].join('\n');
    const { source } = await suite.sut.extract(
      await suite.store('roadmap.md', Buffer.from(markdown)),
    );
    expect(source.title).toBe('Roadmap');
    expect(source.sections.map((section) => [section.heading, section.level])).toEqual([
      ['Roadmap', 1],
      ['Q1', 2],
      ['Q2', 2],
    ]);
    expect(source.sections[0].blocks[0].text).toBe('We ship three features this year.');
    expect(source.sections[1].blocks).toEqual([
      { type: 'bullet', text: 'Search', level: 0 },
      { type: 'bullet', text: 'with filters', level: 1 },
      { type: 'bullet', text: 'Export', level: 0 },
    ]);
    // A table is a table, in the section it sits in, not rows of text.
    expect(source.sections[2].blocks).toEqual([]);
    expect(source.tables).toEqual([
      { header: ['Team', 'Goal'], rows: [['Web', 'Speed']], section: 2 },
    ]);
  });

  it('reads HTML without scripts, styles or navigation, decoding entities', async () => {
    const html = `<!doctype html><html><head><title>Team &amp; goals</title><style>p{}</style></head>
      <body><nav><a href="/">Home</a></nav><h1>Goals</h1><p>Grow <b>fast</b> &mdash; safely.</p>
      <script>alert(1)</script><ul><li>Hire<ul><li>two engineers</li></ul></li></ul></body></html>`;
    const { source } = await suite.sut.extract(await suite.store('goals.html', Buffer.from(html)));
    expect(source.title).toBe('Team & goals');
    expect(source.sections).toEqual([
      {
        heading: 'Goals',
        level: 1,
        blocks: [
          { type: 'paragraph', text: 'Grow fast — safely.', level: 0 },
          { type: 'bullet', text: 'Hire', level: 0 },
          { type: 'bullet', text: 'two engineers', level: 1 },
        ],
      },
    ]);
  });

  it('reads a Word document keeping its headings and lists', async () => {
    const { source, kind } = await suite.sut.extract(
      await suite.store('plan.docx', await wordDocument()),
    );
    expect(kind).toBe('text');
    expect(source.sections.map((section) => [section.heading, section.level])).toEqual([
      ['Launch plan', 1],
      ['Milestones', 2],
    ]);
    expect(source.sections[0].blocks[0].text).toBe(
      'We launch the product in three markets in spring. Marketing starts in March.',
    );
    expect(source.sections[1].blocks).toEqual([
      { type: 'bullet', text: 'Beta with ten customers', level: 0 },
      { type: 'bullet', text: 'Public launch in April', level: 0 },
      { type: 'bullet', text: 'Press briefing first', level: 1 },
    ]);
  });

  it('reads a PDF with page numbers and headings guessed from type size', async () => {
    const pdf = await pdfDocument([
      { heading: 'Summary', paragraphs: ['Sales rose sharply in the third quarter.'] },
      { paragraphs: ['Costs were stable.', '• Hiring continues'] },
      { heading: 'Outlook', paragraphs: ['We expect further growth next year.'] },
    ]);
    const { source } = await suite.sut.extract(await suite.store('report.pdf', pdf));
    expect(source.pageCount).toBe(3);
    expect(source.sections.map((section) => [section.heading, section.location?.page])).toEqual([
      ['Summary', 1],
      ['Outlook', 3],
    ]);
    expect(source.sections[0].blocks).toEqual([
      expect.objectContaining({
        type: 'paragraph',
        text: 'Sales rose sharply in the third quarter.',
        location: { page: 1 },
      }),
      expect.objectContaining({
        type: 'paragraph',
        text: 'Costs were stable.',
        location: { page: 2 },
      }),
      expect.objectContaining({ type: 'bullet', text: 'Hiring continues', location: { page: 2 } }),
    ]);
    // The running footer "Page N" is not content.
    expect(JSON.stringify(source)).not.toMatch(/Page \d/);
  });

  it('takes neither a dateline nor display mathematics in large type for a heading', async () => {
    const pdf = await pdfDocument([
      {
        heading: 'June 30, 1905',
        paragraphs: ['It is known that electrodynamics leads to asymmetries.'],
      },
      { heading: 'x(t) = a t + b', paragraphs: ['The motion is uniform along the axis.'] },
      { heading: 'Kinematical Part', paragraphs: ['Let us take a system of coordinates.'] },
    ]);
    const { source } = await suite.sut.extract(await suite.store('paper.pdf', pdf));
    expect(source.sections.map((section) => section.heading).filter(Boolean)).toEqual([
      'Kinematical Part',
    ]);
    const text = JSON.stringify(source.sections);
    expect(text).toContain('The motion is uniform along the axis.');
    expect(text).not.toContain('a t + b');
  });

  describe('reads by OCR the text of PDF pages that is only a picture, and counts that text', () => {
    const pages = [
      [
        'The harbour authority reviewed every shipment that arrived during the winter months and found that delays were caused by the weather far more often than by customs inspections.',
        'Most captains reported that the new loading cranes saved about two hours for each vessel, although the night shift still lacked experienced operators.',
      ],
      [
        'For the coming year the authority plans to widen the northern channel, to train twenty additional crane operators and to publish the waiting times of every berth online.',
        'These measures should reduce the average stay of a cargo ship from four days to three.',
      ],
    ];
    const prose = pages.flat().join(' ');
    const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
    /** Share of the prose's words found in `text` (OCR may misread a letter here and there). */
    const recall = (text: string) => {
      const found = new Set(wordsOf(text));
      return wordsOf(prose).filter((word) => found.has(word)).length / wordsOf(prose).length;
    };

    it('a scan without a text layer', async () => {
      const result = await suite.sut.extract(
        await suite.store('scan.pdf', await scannedPdf(pages)),
      );
      const text = sourceText(result.source);
      expect(recall(text)).toBeGreaterThan(0.9);
      expect(result.source.pageCount).toBe(2);
      expect(result.source.sections.flatMap((section) => section.blocks)).toContainEqual(
        expect.objectContaining({ location: { page: 2 } }),
      );
      // The scanned page is text, not a figure.
      expect(result.source.pictures).toEqual([]);
      expect(result.tokens).toBe(countTokens(text));
    });

    it('a text layer of garbage (glyph codes, not characters): the picture is read and counted instead', async () => {
      const result = await suite.sut.extract(
        await suite.store('type3.pdf', await scannedPdf(pages, true)),
      );
      const text = sourceText(result.source);
      expect(recall(text)).toBeGreaterThan(0.9);
      expect(text).not.toMatch(/[!"#$%&'()*+]{3}/);
      expect(Math.abs(result.tokens - countTokens(prose))).toBeLessThan(countTokens(prose) * 0.15);
    });

    it("reads a scan in the document's language (German: its umlauts)", async () => {
      const german = [
        [
          'Die Hafenbehörde prüfte jede Lieferung, die in den Wintermonaten ankam, und stellte fest, dass die Verzögerungen viel häufiger durch das Wetter als durch die Zollkontrollen verursacht wurden.',
          'Die meisten Kapitäne berichteten, dass die neuen Ladekräne für jedes Schiff etwa zwei Stunden einsparten, obwohl der Nachtschicht noch erfahrene Kranführer fehlten.',
        ],
      ];
      const result = await suite.sut.extract(
        await suite.store('scan-de.pdf', await scannedPdf(german)),
      );
      const text = sourceText(result.source);
      for (const word of ['Hafenbehörde', 'prüfte', 'Verzögerungen', 'häufiger', 'Kapitäne'])
        expect(text).toContain(word);
    });

    const testOcr = sharedFixture('wild2/sources/testOCR.pdf');
    (testOcr ? it : it.skip)('a real scanned page (apache/tika testOCR.pdf)', async () => {
      const result = await suite.sut.extract(
        await suite.store('testOCR.pdf', readFileSync(testOcr!)),
      );
      expect(sourceText(result.source)).toContain('Happy New Year 2003');
      expect(result.tokens).toBe(countTokens(sourceText(result.source)));
    });
  });

  it('makes a PDF of photographs, with no text to read or recognise, its pictures', async () => {
    const { source } = await suite.sut.extract(
      await suite.store('album.pdf', await picturesPdf(2)),
    );
    expect(source.sections.flatMap((section) => section.blocks)).toEqual([]);
    expect(source.pictures.length).toBeGreaterThanOrEqual(1);
    expect(source.pictures[0]).toEqual(expect.objectContaining({ mime: 'image/jpeg' }));
  });

  it('keeps body text and headings that repeat on every page, dropping only running feet', async () => {
    const pages = Array.from({ length: 4 }, (_, index) => ({
      heading: `Chapter ${index + 1}: results`,
      paragraphs: ['The same sentence on every page.'],
    }));
    const { source } = await suite.sut.extract(
      await suite.store('repeats.pdf', await pdfDocument(pages)),
    );
    expect(source.sections.map((section) => section.heading)).toEqual([
      'Chapter 1: results',
      'Chapter 2: results',
      'Chapter 3: results',
      'Chapter 4: results',
    ]);
    for (const section of source.sections)
      expect(section.blocks.map((block) => block.text)).toEqual([
        'The same sentence on every page.',
      ]);
  });

  it('reads a PowerPoint deck: slide titles and their text', async () => {
    const { source, kind } = await suite.sut.extract(
      await suite.store('review.pptx', await powerPointDeck()),
    );
    expect(kind).toBe('presentation');
    expect(source.pageCount).toBe(2);
    expect(source.sections).toEqual([
      expect.objectContaining({
        heading: 'Annual review',
        location: { slide: 1 },
        blocks: [expect.objectContaining({ text: 'Highlights of the year' })],
      }),
      expect.objectContaining({
        heading: 'What went well',
        location: { slide: 2 },
        blocks: [
          expect.objectContaining({ type: 'bullet', text: 'Customers doubled', level: 0 }),
          expect.objectContaining({ type: 'bullet', text: 'In Europe most of all', level: 1 }),
        ],
      }),
    ]);
  });

  it('keeps a picture as a picture and reads the text in it offline', async () => {
    const result = await suite.sut.extract(
      await suite.store(
        'slide-photo.png',
        await textPicture(['Quarterly revenue grew', 'Customers love it']),
      ),
    );
    expect(result.kind).toBe('image');
    const [picture] = result.source.pictures;
    expect(picture).toMatchObject({ mime: 'image/png', width: 889, orientation: 'landscape' });
    expect(picture.ocrText).toMatch(/Quarterly revenue grew/);
    expect(picture.ocrText).toMatch(/Customers love it/);
    expect(result.tokens).toBe(PICTURE_TOKENS + countTokens(picture.ocrText!));
  });

  it('finds no text in a picture without any, and converts WebP to PNG', async () => {
    const result = await suite.sut.extract(
      await suite.store('bars.webp', testPicture('webp', '480x640')),
    );
    const [picture] = result.source.pictures;
    expect(picture).toMatchObject({
      mime: 'image/png',
      width: 480,
      height: 640,
      orientation: 'portrait',
    });
    expect(picture.ocrText).toBeUndefined();
    expect(picture.blobKey).toMatch(/^derived\/[0-9a-f]{64}\/picture\.png$/);
    expect(await suite.blobs.exists(picture.blobKey!)).toBe(true);
    expect(result.tokens).toBe(PICTURE_TOKENS);
  });

  it("reads a video's duration and poster frame, and counts its speech by its length", async () => {
    const stored = await suite.store('demo.mp4', testMedia('mp4', 3));
    const result = await suite.sut.extract(stored);
    expect(result.kind).toBe('video');
    const media = result.source.media!;
    expect(media).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      width: 320,
      height: 240,
      blobKey: stored.blobKey,
      // A count does not wait for a transcript: the generation makes it.
      transcript: { status: 'pending' },
    });
    expect(media.durationSeconds).toBeCloseTo(3, 0);
    const poster = Buffer.concat(await (await suite.blobs.read(media.posterBlobKey!)).toArray());
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(result.tokens).toBe(MEDIA_TOKENS + speechTokens(media.durationSeconds));
    expect(result.note).toMatch(/200 tokens for the media plus 200 per minute of speech/);
  });

  it('converts a WebM video to MP4 so that PowerPoint can play it', async () => {
    const { source } = await suite.sut.extract(
      await suite.store('talk.webm', testMedia('webm', 2)),
    );
    expect(source.media).toMatchObject({ kind: 'video', mime: 'video/mp4', extension: 'mp4' });
    expect(await suite.blobs.exists(source.media!.blobKey!)).toBe(true);
  });

  it('reads audio as media', async () => {
    const { source, kind } = await suite.sut.extract(
      await suite.store('jingle.mp3', testMedia('mp3', 2)),
    );
    expect(kind).toBe('audio');
    expect(source.media).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    expect(source.media!.posterBlobKey).toBeUndefined();
  });

  it('extracts each content once and serves copies of it from the cache', async () => {
    const bytes = Buffer.from('Cached content.\n\nSecond paragraph.');
    const first = await suite.sut.extract(await suite.store('a.txt', bytes));
    const second = await suite.sut.extract(await suite.store('b.txt', bytes));
    expect(second.source).toEqual(first.source);
    const rows = await suite.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM extraction_cache WHERE content_sha256 = $1', [
        createHash('sha256').update(bytes).digest('hex'),
      ]);
    expect(rows[0].n).toBe(1);
  });

  it('forgets content unused for EXTRACTION_CACHE_DAYS, with the files it derived', async () => {
    const bytes = testPicture('webp', '200x100');
    const { source } = await suite.sut.extract(await suite.store('sweep.webp', bytes));
    const derived = source.pictures[0].blobKey!;
    expect(await suite.blobs.exists(derived)).toBe(true);
    const sweeper = suite.app.get(ExtractionCacheSweeper);
    const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000);

    await sweeper.sweep(daysLater(29));
    expect(await suite.blobs.exists(derived)).toBe(true);
    expect(await sweeper.sweep(daysLater(31))).toBeGreaterThan(0);
    expect(await suite.blobs.exists(derived)).toBe(false);
    const rows = await suite.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM extraction_cache WHERE content_sha256 = $1', [
        createHash('sha256').update(bytes).digest('hex'),
      ]);
    expect(rows[0].n).toBe(0);
  });

  describe('refuses unusable and hostile files, naming the file', () => {
    const failure = (name: string, bytes: Buffer) =>
      suite.store(name, bytes).then((stored) => suite.sut.extract(stored));

    it.each([
      ['empty.txt', Buffer.alloc(0), 'it is empty'],
      ['blank.md', Buffer.from('   \n\n  '), 'it is empty'],
      ['binary.txt', Buffer.from([0x89, 0x50, 0x00, 0x01, 0x02]), 'it is not a text file'],
      [
        'broken.pdf',
        Buffer.from('%PDF-1.7\n this is not really a pdf'),
        'it is damaged or not a PDF file',
      ],
      [
        'broken.docx',
        Buffer.from('PK\u0003\u0004 nonsense'),
        'it is incomplete or damaged (its zip structure cannot be read)',
      ],
      [
        'broken.png',
        Buffer.from('\u0089PNG\r\n\u001a\n garbage'),
        'it is damaged or not a picture',
      ],
      [
        'broken.mp4',
        Buffer.from('\u0000\u0000\u0000\u0018ftypmp42 garbage'),
        'it is damaged or not an audio or video file',
      ],
    ])('%s', async (name, bytes, reason) => {
      await expect(failure(name, bytes)).rejects.toThrow(`Could not read "${name}": ${reason}.`);
    });

    it('a password-protected PDF', async () => {
      await expect(failure('secret.pdf', encryptedPdf())).rejects.toThrow(
        'Could not read "secret.pdf": this PDF is password-protected; save a copy without the password and upload that.',
      );
    });

    it('a PDF with more pages than allowed, before reading them', async () => {
      await expect(failure('huge.pdf', await blankPdf(501))).rejects.toThrow(
        'Could not read "huge.pdf": it has 501 pages; at most 500 are supported.',
      );
    });

    it('a zip bomb disguised as a Word document, by its compression long before its size', async () => {
      await expect(failure('bomb.docx', await zipBomb(20))).rejects.toThrow(
        'Could not read "bomb.docx": it is compressed more than 100:1, which looks like a zip bomb.',
      );
    });

    it('an archive with absurdly many parts', async () => {
      await expect(failure('parts.pptx', await zipWithEntries(5001))).rejects.toThrow(
        'Could not read "parts.pptx": it has more than 5000 parts, which looks like a zip bomb.',
      );
    });

    it('ten hours of audio, refused from its header without decoding it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'long-audio-'));
      try {
        const stored = await suite.store('lecture.wav', createReadStream(tenHourWavFile(dir)));
        await expect(suite.sut.extract(stored)).rejects.toThrow(
          'Could not read "lecture.wav": it is 10:00:00 long; at most 2:00:00 is supported.',
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('remembers a permanent failure and answers it again from the cache', async () => {
      const bytes = encryptedPdf();
      await expect(failure('one.pdf', bytes)).rejects.toThrow(
        '"one.pdf": this PDF is password-protected',
      );
      await expect(failure('two.pdf', bytes)).rejects.toThrow(
        '"two.pdf": this PDF is password-protected',
      );
    });
  });
});

function textOf(source: {
  sections: Array<{ heading?: string; blocks: Array<{ text: string }> }>;
}) {
  return source.sections
    .flatMap((section) => [
      ...(section.heading ? [section.heading] : []),
      ...section.blocks.map((b) => b.text),
    ])
    .join('\n');
}
