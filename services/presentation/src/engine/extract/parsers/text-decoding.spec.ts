import { decodeText } from './text-decoding';

describe(decodeText.name, () => {
  it('reads an old Windows code page', () => {
    const latin1 = Buffer.from('Café crème, façade et naïveté. '.repeat(20), 'latin1');
    expect(decodeText(latin1)).toBe('Café crème, façade et naïveté. '.repeat(20));
  });

  it('reads a Windows-1252 CSV whose cells have no spaces', () => {
    const csv = Buffer.from('Müller;Köln;12\r\n'.repeat(30), 'latin1');
    expect(decodeText(csv)).toContain('Müller;Köln;12');
  });

  it('refuses EBCDIC text rather than counting it as thousands of tokens of gibberish', () => {
    // "Installation POWER" and more in code page 500, where a space is 0x40 ("@" in Windows-1252).
    const ebcdic = Buffer.from(
      '40404040c995a38593938981a38996954040d7d6e6c5d9400d250d25'.repeat(20),
      'hex',
    );
    expect(() => decodeText(ebcdic)).toThrow(/an encoding we cannot read \(such as EBCDIC\)/);
  });
});
