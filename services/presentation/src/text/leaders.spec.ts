import { contentsEntries, holdsLeader, withoutLeaders } from './leaders';

describe('leaders', () => {
  // A Spanish form (pdf.js's bug1815476), a French one (issue6127) and LaTeX's contents.
  it.each([
    'nacido/a el ………. de ……………………… de………….',
    'del año …………., en la modalidad',
    'NOM ......................',
    'Nº EXPEDIENTE: ___________',
    'Options . . . . . . . . 3',
  ])('finds the leader or blank in "%s"', (text) => {
    expect(holdsLeader(text)).toBe(true);
  });

  it.each(['And then…', 'It went on...', 'snake_case names', 'Q. E. D.'])(
    'takes "%s" for words',
    (text) => {
      expect(holdsLeader(text)).toBe(false);
    },
  );

  it('drops blanks from a label', () => {
    expect(withoutLeaders('Nº EXPEDIENTE: ___________')).toBe('Nº EXPEDIENTE:');
  });

  it("splits a table of contents' joined lines into its entries, with their depth", () => {
    // pdf.js's bug886717: a thesis's contents page, read as one paragraph.
    const text =
      'Abstract . . . . . . . 3 Foreword . . . . . . 5 1 Introduction . . . . . . 11 ' +
      '1.1 Research question . . . . . . 12 2.2.1 Feistel ciphers . . . . . 18';
    expect(contentsEntries(text)).toEqual([
      { text: 'Abstract', level: 0 },
      { text: 'Foreword', level: 0 },
      { text: '1 Introduction', level: 0 },
      { text: '1.1 Research question', level: 1 },
      { text: '2.2.1 Feistel ciphers', level: 2 },
    ]);
  });

  it('finds no entries in prose', () => {
    expect(contentsEntries('Revenue grew by 12 percent in 2023.')).toEqual([]);
  });
});
