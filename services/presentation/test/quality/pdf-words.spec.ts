import { parsePrintedWords } from './pdf-words';

describe(parsePrintedWords.name, () => {
  it('reads words with their boxes, Arabic ones in the order they are written', () => {
    // As pdftotext -bbox prints "مراجعة العمليات 2026": right-to-left words' letters drawn order.
    const xhtml = `<page width="960.0" height="540.0">
      <word xMin="10" yMin="20" xMax="60" yMax="40">تايلمعلا</word>
      <word xMin="70" yMin="20" xMax="110" yMax="40">ةعجارم</word>
      <word xMin="120" yMin="20" xMax="150" yMax="40">2026</word>
      <word xMin="160" yMin="20" xMax="200" yMax="40">R&amp;D</word>
    </page>`;
    const [page] = parsePrintedWords(xhtml);
    expect(page).toMatchObject({ width: 960, height: 540 });
    expect(page.words.map((word) => word.text)).toEqual(['العمليات', 'مراجعة', '2026', 'R&D']);
    expect(page.words[0]).toMatchObject({ x0: 10, y0: 20, x1: 60, y1: 40 });
  });
});
