import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** Source files for presentation tests, made here (and the shared media fixtures when present). */

/** A one-colour PNG: a picture without any text in it (so it costs exactly the picture price). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short report in Markdown: headings and paragraphs, a few hundred tokens. */
export function reportMarkdown(sections = 3): string {
  return Array.from(
    { length: sections },
    (_, index) =>
      `# Part ${index + 1}: regional results\n\nRevenue in region ${index + 1} grew steadily this year. New partners opened two markets and the sales team doubled.\n\n- Churn fell to three percent\n- Support answers within an hour\n`,
  ).join('\n');
}

/** Plain text of about `words` words (roughly one token each). */
export const longText = (words: number) =>
  Array.from({ length: words }, (_, index) => `word${index % 50}`)
    .join(' ')
    .replace(/(( \S+){12})/g, '$1.\n');

const sharedFixtures = join(__dirname, '..', '..', '..', '..', 'shared', 'fixtures');
/** A file from `<repository>/../shared/fixtures`, or undefined when the fixtures are absent. */
export function sharedFixture(name: string): Buffer | undefined {
  const path = join(sharedFixtures, name);
  return existsSync(path) ? readFileSync(path) : undefined;
}
