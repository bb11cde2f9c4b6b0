import { textQuality } from './text-quality';

describe(textQuality.name, () => {
  const english =
    'Between June 1985 and January 1987, a computer-controlled radiation therapy machine, called the Therac-25, massively overdosed six people. These accidents have been described as the worst in the history of medical accelerators. ';
  const german =
    'Die Hafenbehörde prüfte jede Lieferung, die in den Wintermonaten ankam, und stellte fest, dass die Verzögerungen viel häufiger durch das Wetter als durch die Zollkontrollen verursacht wurden. ';
  const russian =
    'Налоговая декларация по налогу, уплачиваемому в связи с применением упрощенной системы налогообложения, представляется в налоговый орган по месту нахождения организации. Сумма страховых взносов уменьшает сумму налога за налоговый период. ';
  /** Cyrillic as an old scan's text layer gives it: Latin look-alikes, digits for letters. */
  const LOOK_ALIKES: Record<string, string> = {
    а: 'a',
    б: '6',
    в: 'B',
    г: 'r',
    д: 'A',
    е: 'e',
    ж: '}K',
    з: '3',
    и: 'H',
    й: 'H',
    к: 'K',
    л: 'n',
    м: 'M',
    н: 'H',
    о: 'o',
    п: 'n',
    р: 'p',
    с: 'c',
    т: 'T',
    у: 'y',
    ф: 'cp',
    х: 'x',
    ц: 'u',
    ч: '4',
    ш: 'w',
    щ: 'w',
    ъ: 'b',
    ы: 'bi',
    ь: 'b',
    э: '3',
    ю: 'IO',
    я: 'R',
  };
  const lookAlike = (text: string) =>
    text.replace(/\p{Script=Cyrillic}/gu, (letter) => {
      const latin = LOOK_ALIKES[letter.toLowerCase()] ?? letter;
      return letter === letter.toLowerCase() ? latin : latin.toUpperCase();
    });
  const code =
    'The canvas keeps its globalCompositeOperation while toDataURL encodes the HTMLCanvasElement; call drawImage with an HTMLImageElement or HTMLVideoElement, then getImageData reads the pixels back for the test of each blend mode. ';
  const chinese =
    '港务局审查了冬季到达的每一批货物，发现延误更多是由天气而不是海关检查造成的。大多数船长报告说，新的装卸起重机为每艘船节省了大约两个小时。';

  it.each([
    ['English prose', english.repeat(8)],
    ['German prose', german.repeat(8)],
    ['Chinese prose', chinese.repeat(4)],
    ['Russian prose', russian.repeat(8)],
    ['a manual full of code identifiers', code.repeat(8)],
    [
      'a table of figures with a few words',
      'Region 2024 2025 Change\nNorth 1,204 1,388 +15%\nSouth 982 1,011 +3%\n'.repeat(6),
    ],
    [
      'a test chart of labelled values (pdf.js calrgb.pdf)',
      'WhitePoint [ 1.00000 1.00000 1.00000 ]\nGamma [ 1.00000 ]\n' +
        'A, B, C = 0.75, 0.00, 0.00\nA, B, C = 0.80, 0.00, 0.00\n'.repeat(60),
    ],
  ])('finds %s readable', (_, text) => {
    expect(textQuality(text)).toBe('readable');
  });

  it.each([
    // What pdf.js extracts from a 1993 Ghostscript paper set in Type 3 fonts without ToUnicode.
    [
      'glyph codes handed out in order of use',
      `"!# $'&)(+*-,/.102.43652& %78&:9;02 <=>?@AB `.repeat(20),
    ],
    // Chinese set in GBK read as Latin-1.
    ['mis-encoded Chinese', '¹ØÓÚºì¾ü×÷Õ½µÄÔ-Ôò ¡-¡-¡-¡- £±£¨Ò»¾ÅÈýÆßÄê°ËÔÂÒ»ÈÕ£© '.repeat(10)],
    // Letters shifted into other letters: words in form, no language in them.
    [
      'letters shifted by one',
      english
        .replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 96) % 26) + 97))
        .repeat(8),
    ],
    ['Cyrillic read as Latin look-alikes', lookAlike(russian).repeat(8)],
  ])('finds %s garbage', (_, text) => {
    expect(textQuality(text)).toBe('garbage');
  });

  it('does not judge a few characters', () => {
    expect(textQuality('Page 3')).toBe('too little');
  });
});
