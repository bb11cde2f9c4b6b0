import type { PlannedSlide } from '@deckforge/proto';
import type { ExtractedSource } from '../extract';
import { placePictures } from './picture-placement';
import { chartOf, tableSlides } from './table-slides';
import { textKindSlide } from './text-kinds';

describe(tableSlides.name, () => {
  it('splits a long table evenly with the header repeated, at most 9 rows and 6 columns a slide', () => {
    const header = ['Name', 'A', 'B', 'C', 'D', 'E', 'F', 'Same'];
    const rows = Array.from({ length: 16 }, (_, row) => [
      `Row ${row}`,
      ...header.slice(1, 7).map((_, column) => `${row * column}`),
      'x',
    ]);
    const slides = tableSlides('Results', { header, rows }, 'report.docx');
    expect(slides.map((slide) => slide.title)).toEqual(['Results (1/2)', 'Results (2/2)']);
    // 8 + 8 rows, not 9 + 7 (nor 7 + 7 + 2).
    expect(slides.map((slide) => slide.kind === 'table' && slide.table.rows.length)).toEqual([
      8, 8,
    ]);
    for (const slide of slides) {
      if (slide.kind !== 'table') throw new Error('not a table');
      expect(slide.table.header[0]).toBe('Name');
      expect(slide.table.header.length).toBe(6);
      // The column with one value throughout says least: it is the one left out, and named.
      expect(slide.table.header).not.toContain('Same');
      expect(slide.notes).toContain('Columns left out to keep the table readable: A, Same.');
    }
  });
});

describe(chartOf.name, () => {
  it('charts a ranked medal table without its rank, total column and totals row', () => {
    const header = ['Rank', 'Country', 'Gold', 'Silver', 'Bronze', 'Total'];
    const rows = [
      ['1', 'USA', '46', '37', '38', '121'],
      ['2', 'Great Britain', '27', '23', '17', '67'],
      ['3', 'China', '26', '18', '26', '70'],
      ['', 'Total:', '99', '78', '81', '258'],
    ];
    const { chart, note } = chartOf({ header, rows })!;
    expect(chart.categories).toEqual(['USA', 'Great Britain', 'China']);
    expect(chart.series.map((series) => series.name)).toEqual(['Gold', 'Silver', 'Bronze']);
    expect(chart.series[0].values).toEqual([46, 27, 26]);
    expect(chart.type).toBe('column');
    expect(note).toContain('USA: Gold 46, Silver 37, Bronze 38');
  });

  it('draws years as a line and shares of a whole as a pie', () => {
    const years = chartOf({
      header: ['Year', 'Rate'],
      rows: ['2019', '2020', '2021', '2022', '2023'].map((year, i) => [year, `${3 + i * 0.5}%`]),
    })!;
    expect(years.chart).toMatchObject({ type: 'line', unit: '%' });
    const shares = chartOf({
      header: ['Channel', 'Share'],
      rows: [
        ['Web', '55'],
        ['Shops', '30'],
        ['Phone', '15'],
      ],
    })!;
    expect(shares.chart.type).toBe('pie');
  });

  it('leaves an empty header cell empty rather than naming it in English', () => {
    const [slide] = tableSlides(
      'Январь',
      {
        header: ['Январь', ''],
        rows: [
          ['1', 'Рождество'],
          ['7', 'Крещение'],
        ],
      },
      'calendar.docx',
    );
    expect(slide.kind === 'table' && slide.table.header).toEqual(['Январь', '']);
  });

  it('leaves a table whose labels are sentences alone: its numbers are days or keys, not data', () => {
    expect(
      chartOf({
        header: ['January', ''],
        rows: [
          ['1', '90 years since the birth of the children’s writer Lev Davydychev (1927–1988)'],
          ['3', '125 years since the birth of the English writer and philologist J. R. R. Tolkien'],
          ['7', 'Orthodox Christmas, celebrated by the church on the seventh of January'],
          ['11', 'World Thank You Day, a day to thank the people around us'],
        ],
      }),
    ).toBeUndefined();
  });

  it('leaves a table of words alone', () => {
    expect(
      chartOf({
        header: ['Object', 'Method'],
        rows: [
          ['a', 'b'],
          ['c', 'd'],
        ],
      }),
    ).toBeUndefined();
  });
});

describe(textKindSlide.name, () => {
  it('makes one short paragraph a statement and a key figure a big number', () => {
    expect(
      textKindSlide('Vision', [{ text: 'We make every handover visible.', level: 0 }], 'n'),
    ).toMatchObject({ kind: 'statement', text: 'We make every handover visible.' });
    expect(
      textKindSlide('Growth', [{ text: 'Revenue grew 42 % this year.', level: 0 }], 'n'),
    ).toMatchObject({ kind: 'big-number', value: '42 %' });
    // Code is neither a key figure nor a statement.
    expect(
      textKindSlide('Build', [{ text: 'export MAVEN_OPTS=-Xmx512m mvn install', level: 0 }], 'n'),
    ).toBeUndefined();
  });

  it('makes two headed lists two columns', () => {
    const bullets = [
      'Before:',
      'Nine days to close',
      'Manual checks',
      'After:',
      'Four days',
      'Automated',
    ].map((text) => ({ text, level: 0 }));
    expect(textKindSlide('Change', bullets, 'n')).toMatchObject({
      kind: 'two-columns',
      left: {
        heading: 'Before',
        bullets: [{ text: 'Nine days to close' }, { text: 'Manual checks' }],
      },
      right: { heading: 'After', bullets: [{ text: 'Four days' }, { text: 'Automated' }] },
    });
  });
});

describe(placePictures.name, () => {
  const picture = (name: string, ocrText?: string, side = 600) => ({
    name,
    source: {
      kind: 'image',
      sections: [],
      pictures: [
        {
          blobKey: name,
          mime: 'image/png',
          width: side,
          height: side,
          orientation: 'square',
          ...(ocrText ? { ocrText } : {}),
        },
      ],
    } as ExtractedSource,
  });
  const body: PlannedSlide[] = [
    { kind: 'bullets', title: 'Quarterly revenue', bullets: [{ text: 'Revenue rose', level: 0 }] },
    { kind: 'bullets', title: 'Hiring plans', bullets: [{ text: 'Engineers wanted', level: 0 }] },
  ];

  it('puts a picture after the slide it shares words with, and small strays on one grid', () => {
    const placed = placePictures(body, [
      picture('hiring-funnel.png'),
      picture('cat.png'),
      picture('dog.png'),
      picture('revenue-chart.png', 'Quarterly revenue by region'),
    ]);
    expect(placed.map((slide) => `${slide.kind}:${slide.title}`)).toEqual([
      'bullets:Quarterly revenue',
      'picture:Revenue chart',
      'bullets:Hiring plans',
      'picture:Hiring funnel',
      'picture-grid:Pictures',
    ]);
    const grid = placed[4];
    expect(grid.kind === 'picture-grid' && grid.pictures.map((p) => p.altText)).toEqual([
      'Cat',
      'Dog',
    ]);
  });
});
