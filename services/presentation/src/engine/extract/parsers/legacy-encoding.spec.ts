import { decodeHtml, decodeText } from './text-decoding';

/**
 * `text` in a legacy encoding, built from TextDecoder's own table (Node has no encoder for
 * these): every single byte, and every two-byte sequence of the East Asian encodings.
 */
function encode(text: string, encoding: string): Buffer {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number[]>();
  const learn = (bytes: number[]) => {
    const char = decoder.decode(Uint8Array.from(bytes));
    if ([...char].length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, bytes);
  };
  for (let byte = 0; byte < 256; byte++) learn([byte]);
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) learn([lead, trail]);
  return Buffer.from(
    [...text].flatMap((char) => {
      const bytes = table.get(char);
      if (!bytes) throw new Error(`${char} is not in ${encoding}`);
      return bytes;
    }),
  );
}

const RUSSIAN =
  'Однажды, в студёную зимнюю пору, я из лесу вышел; был сильный мороз. Гляжу, поднимается медленно в гору лошадка, везущая хворосту воз. И, шествуя важно, в спокойствии чинном, лошадку ведёт под уздцы мужичок.\n';
const ARABIC =
  'في قرية من القرى كان هناك رجل حكيم يعرف كل شيء عن الحياة وكان يعلم الناس كيف يعيشون بسلام. اللغة العربية هي واحدة من أكثر اللغات انتشارا في العالم.\n';
const GREEK =
  'Η γλώσσα είναι το σημαντικότερο εργαλείο της επικοινωνίας και της σκέψης για τον άνθρωπο και την κοινωνία.\n';
const JAPANESE =
  '吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で泣いていた事だけは記憶している。\n';

describe('Text in legacy encodings', () => {
  it.each([
    ['windows-1251', RUSSIAN],
    ['koi8-r', RUSSIAN],
    ['ibm866', RUSSIAN],
    ['windows-1253', GREEK],
    ['windows-1256', ARABIC],
    ['shift_jis', JAPANESE],
  ])(
    'reads a text file in %s as the words it holds, not as Windows-1252 mojibake',
    (encoding, text) => {
      expect(decodeText(encode(text.repeat(3), encoding))).toBe(text.repeat(3));
    },
  );

  it('keeps Western text, curly quotes and all, in Windows-1252', () => {
    // Node has no Windows-1252 table of its own (it reads the label as ISO-8859-1): 0x93, 0x94, 0x80.
    const bytes = Buffer.from(
      'Die \x93Müller\x94 Straße kostet 5 \x80, à côté de la façade. '.repeat(10),
      'latin1',
    );
    expect(decodeText(bytes)).toBe(
      'Die “Müller” Straße kostet 5 €, à côté de la façade. '.repeat(10),
    );
  });

  it('reads an HTML page in the charset it declares', () => {
    const page = `<html><head><meta http-equiv=Content-Type content="text/html; charset=iso-8859-6"></head><body><p>${ARABIC}</p></body></html>`;
    expect(decodeHtml(encode(page, 'iso-8859-6'))).toBe(page);
  });

  it('reads an HTML page whose declared UTF-8 is wrong in the encoding its bytes are in', () => {
    const page = `<html><head><meta charset="utf-8"><title>Test</title></head><body><p>${ARABIC}</p></body></html>`;
    expect(decodeHtml(encode(page, 'windows-1256'))).toBe(page);
  });

  it('reads a page declaring one Cyrillic code page but written in another by its bytes', () => {
    const page = `<html><head><meta charset="koi8-r"></head><body><p>${RUSSIAN.repeat(3)}</p></body></html>`;
    expect(decodeHtml(encode(page, 'windows-1251'))).toBe(page);
  });
});
