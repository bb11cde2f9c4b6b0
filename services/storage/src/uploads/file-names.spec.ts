import { cleanFileName, fileNameFromTitle } from './file-names';

describe(cleanFileName.name, () => {
  it.each([
    ['Quarterly Report.PDF', 'Quarterly Report.pdf', 'pdf'],
    ['../../etc/passwd.txt', 'passwd.txt', 'txt'],
    ['C:\\Users\\ada\\photo.jpg', 'photo.jpg', 'jpg'],
    ['/absolute/path/deck.pptx', 'deck.pptx', 'pptx'],
    ['evil\u0000name\r\n.png', 'evilname.png', 'png'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe', 'exe'],
    ['zero\u200Bwidth.md', 'zerowidth.md', 'md'],
    ['what?*<>|".txt', 'what______.txt', 'txt'],
    ['  spaced   out  .mp3', 'spaced out.mp3', 'mp3'],
    ['.pptx', 'untitled.pptx', 'pptx'],
    ['...', 'untitled', ''],
    ['', 'untitled', ''],
    ['../', 'untitled', ''],
    ['.hidden.txt', 'hidden.txt', 'txt'],
    ['no-extension', 'no-extension', ''],
    ['archive.tar.gz', 'archive.tar.gz', 'gz'],
    ['weird.ext with space', 'weird.ext with space', ''],
    ['Café\u0301.txt', 'Café́.txt', 'txt'],
  ])('cleans %j to %j', (raw, name, extension) => {
    expect(cleanFileName(raw)).toMatchObject({ name, extension });
  });

  it('bounds the length without splitting characters', () => {
    const cleaned = cleanFileName(`${'😀'.repeat(400)}.png`);
    expect([...cleaned.stem]).toHaveLength(150);
    expect(cleaned.name.endsWith('😀.png')).toBe(true);
  });

  it('never leaves a path separator or control character', () => {
    for (const raw of ['a/b\\c.txt', '..\\..\\x.pdf', 'tab\there.txt', 'nul\u0000.pdf']) {
      // eslint-disable-next-line no-control-regex -- asserting their absence
      expect(cleanFileName(raw).name).not.toMatch(/[/\\\u0000-\u001f]/);
    }
  });
});

describe(fileNameFromTitle.name, () => {
  it('turns a deck title into a file name', () => {
    expect(fileNameFromTitle('Q3 / Q4 results: draft', 'pptx')).toBe('Q3 - Q4 results_ draft.pptx');
    expect(fileNameFromTitle('   ', 'pptx')).toBe('untitled.pptx');
  });
});
