import { parsePlainText } from './plain-text.parser';

const blocksOf = (text: string) =>
  parsePlainText(Buffer.from(text)).sections.map((section) => ({
    heading: section.heading,
    blocks: section.blocks.map((block) => `${block.type}: ${block.text}`),
  }));

describe('plain text as people write it', () => {
  it('reads short lines without sentences, one under the other, as a list', () => {
    const text = [
      'Portuguese: ABC Category',
      '',
      'Port ABC pagamento de sucesso',
      'Port ABC taxa especial',
      'Port ABC vamos empurrar isso',
      '',
      'Wrapped prose stays one paragraph even when its lines end without punctuation,',
      'because its sentences run across them. This is how e-mails and READMEs look,',
      'with lines cut near seventy characters.',
    ].join('\n');
    expect(blocksOf(text)).toEqual([
      {
        heading: 'Portuguese: ABC Category',
        blocks: [
          'bullet: Port ABC pagamento de sucesso',
          'bullet: Port ABC taxa especial',
          'bullet: Port ABC vamos empurrar isso',
          expect.stringMatching(
            /^paragraph: Wrapped prose stays one paragraph .* seventy characters\.$/,
          ),
        ],
      },
    ]);
  });

  it('reads tab-separated columns as a table', () => {
    const text = [
      'Sample\tProtocol\tValue',
      'S-1\textraction\t0.5',
      'S-2\textraction\t0.7',
      'S-3\tlabeling\t1.2',
    ].join('\n');
    const document = parsePlainText(Buffer.from(text));
    expect(document.tables).toEqual([
      expect.objectContaining({
        header: ['Sample', 'Protocol', 'Value'],
        rows: [
          ['S-1', 'extraction', '0.5'],
          ['S-2', 'extraction', '0.7'],
          ['S-3', 'labeling', '1.2'],
        ],
      }),
    ]);
  });
});
