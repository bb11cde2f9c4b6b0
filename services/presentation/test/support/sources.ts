import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflate } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import yazl from 'yazl';
import { ffmpegBinary } from '../../src/engine/extract';

/** Source files made by the tests themselves: every type the pipeline reads, good and hostile. */

const ffmpeg = ffmpegBinary();

/** Runs `work` in a fresh temporary directory and returns the bytes of `output` in it. */
function inTemporaryDirectory(work: (dir: string) => string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'deckforge-fixture-'));
  try {
    return readFileSync(work(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = (binary: string, args: string[]) => execFileSync(binary, args, { stdio: 'pipe' });

export interface PdfPage {
  heading?: string;
  paragraphs: string[];
}

/** A PDF with a large heading and body text on each page, and a running footer. */
export async function pdfDocument(pages: PdfPage[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((content, index) => {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    if (content.heading) {
      page.drawText(content.heading, { x: 50, y, size: 22, font: bold });
      y -= 40;
    }
    for (const paragraph of content.paragraphs) {
      for (const line of wrap(paragraph, 90)) {
        page.drawText(line, { x: 50, y, size: 11, font: regular });
        y -= 14;
      }
      y -= 10;
    }
    page.drawText(`Page ${index + 1}`, { x: 280, y: 30, size: 9, font: regular });
  });
  return Buffer.from(await pdf.save());
}

/**
 * A page with a ruled table under its caption (top, middle and bottom rules, as papers set
 * them) and a paragraph that refers to it.
 */
export async function ruledTablePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('Rates', { x: 50, y: 780, size: 22, font: bold });
  page.drawText('Table 1 shows how the rate fell over four years.', {
    x: 50,
    y: 740,
    size: 11,
    font: regular,
  });
  page.drawText('Table 1: Rates by year', { x: 50, y: 700, size: 10, font: regular });
  const rule = (y: number) =>
    page.drawLine({ start: { x: 50, y }, end: { x: 400, y }, thickness: 0.8 });
  rule(690);
  const rows = [
    ['Year', 'Rate', 'Change'],
    ['2020', '4.1', '-'],
    ['2021', '3.6', '-0.5'],
    ['2022', '3.1', '-0.5'],
    ['2023', '2.4', '-0.7'],
  ];
  rows.forEach((row, index) => {
    const y = 675 - index * 16 - (index > 0 ? 6 : 0);
    row.forEach((cell, column) =>
      page.drawText(cell, {
        x: 56 + column * 120,
        y,
        size: 10,
        font: index === 0 ? bold : regular,
      }),
    );
    if (index === 0) rule(y - 6);
  });
  rule(675 - rows.length * 16 - 6);
  page.drawText('After the table the text goes on with its discussion of the rates.', {
    x: 50,
    y: 560,
    size: 11,
    font: regular,
  });
  return Buffer.from(await pdf.save());
}

/** `count` pages of a report: a heading and three paragraphs each. */
export function reportPdf(count: number): Promise<Buffer> {
  return pdfDocument(
    Array.from({ length: count }, (_, index) => ({
      heading: `Chapter ${index + 1}: Regional results`,
      paragraphs: [
        `Revenue in region ${index + 1} grew by ${5 + (index % 7)} percent compared with the previous year, driven by new enterprise customers and a stronger partner channel.`,
        'Operating costs stayed flat because the support team automated the most frequent requests and onboarding moved to a self-service flow.',
        'The next quarter focuses on retention: a customer success programme, clearer pricing tiers and a faster response time for critical incidents.',
      ],
    })),
  );
}

/**
 * A picture bomb (issue 26): a PDF of a few hundred kilobytes whose first page draws a
 * `side`×`side` picture (one bit per pixel, white, deflated; 40000 makes 1.6 gigapixels) under
 * a figure caption, and whose second page shows an ordinary 640×480 photograph.
 */
export async function pictureBombPdf(side = 40_000): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const rowBytes = Math.ceil(side / 8);
  const deflate = createDeflate({ level: 9 });
  const compressed = buffer(deflate);
  const rows = Buffer.alloc(rowBytes * 1000, 0xff);
  for (let row = 0; row < side; row += 1000)
    await new Promise((written) =>
      deflate.write(rows.subarray(0, rowBytes * Math.min(1000, side - row)), written),
    );
  deflate.end();
  const data = await compressed;
  const bomb = pdf.context.register(
    PDFRawStream.of(
      pdf.context.obj({
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 1,
        Filter: 'FlateDecode',
        Length: data.length,
      }),
      data,
    ),
  );
  const first = pdf.addPage([595, 842]);
  first.drawText('A report whose first figure is a picture bomb.', {
    x: 50,
    y: 780,
    size: 11,
    font,
  });
  first.node.setXObject(PDFName.of('Bomb'), bomb);
  first.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(400, 0, 0, 400, 100, 300),
    drawObject('Bomb'),
    popGraphicsState(),
  );
  first.drawText('Figure 1: The whole picture.', { x: 100, y: 285, size: 9, font });
  const second = pdf.addPage([595, 842]);
  second.drawText('The second page shows an ordinary photograph.', {
    x: 50,
    y: 780,
    size: 11,
    font,
  });
  const photo = await pdf.embedJpg(testPicture('jpg', '640x480'));
  second.drawImage(photo, { x: 50, y: 300, width: 480, height: 360 });
  return Buffer.from(await pdf.save());
}

/**
 * A scanned document: each page of `pages` (paragraphs of text) set in Times, rendered to a
 * picture at 150 dpi and placed as the page's only content, as a scanner makes it. With
 * `garbageLayer`, an invisible text layer is drawn over each picture whose characters are codes
 * handed out in order of first use, as Type 3 fonts without a Unicode map give them: the text
 * a PDF reader extracts is then garbage such as `!"#$%&'(`.
 */
export async function scannedPdf(pages: string[][], garbageLayer = false): Promise<Buffer> {
  const text = await PDFDocument.create();
  const font = await text.embedFont(StandardFonts.TimesRoman);
  const layouts = pages.map((paragraphs) => {
    const page = text.addPage([612, 792]);
    const lines: Array<{ text: string; y: number }> = [];
    let y = 720;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, 80)) {
        page.drawText(line, { x: 72, y, size: 12, font });
        lines.push({ text: line, y });
        y -= 16;
      }
      y -= 12;
    }
    return lines;
  });
  const pictures = inTemporaryFolder(async (dir) => {
    writeFileSync(join(dir, 'text.pdf'), await text.save());
    run('pdftoppm', ['-png', '-gray', '-r', '150', join(dir, 'text.pdf'), join(dir, 'page')]);
    return layouts.map((_, index) =>
      readFileSync(
        join(dir, `page-${String(index + 1).padStart(String(pages.length).length, '0')}.png`),
      ),
    );
  });
  const scan = await PDFDocument.create();
  const helvetica = await scan.embedFont(StandardFonts.Helvetica);
  const codes = new Map<string, string>();
  const garbled = (line: string) =>
    [...line]
      .map((character) => {
        if (character === ' ') return ' ';
        if (!codes.has(character)) codes.set(character, String.fromCharCode(33 + codes.size));
        return codes.get(character)!;
      })
      .join('');
  for (const [index, png] of (await pictures).entries()) {
    const page = scan.addPage([612, 792]);
    page.drawImage(await scan.embedPng(png), { x: 0, y: 0, width: 612, height: 792 });
    if (garbageLayer)
      for (const line of layouts[index])
        page.drawText(garbled(line.text), {
          x: 72,
          y: line.y,
          size: 12,
          font: helvetica,
          opacity: 0,
        });
  }
  return Buffer.from(await scan.save());
}

/** Runs `work` in a fresh temporary directory, removed when its promise settles. */
async function inTemporaryFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'deckforge-fixture-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF of photographs and nothing else (an album, a portfolio): no text on any page. */
export async function picturesPdf(pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const photo = await pdf.embedJpg(testPicture('jpg', '1024x768'));
  for (let index = 0; index < pageCount; index++)
    pdf.addPage([842, 595]).drawImage(photo, { x: 60, y: 40, width: 700, height: 525 });
  return Buffer.from(await pdf.save());
}

export async function blankPdf(pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index++) pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

/**
 * A PDF whose trailer names a Standard security handler with a user password: readers must ask
 * for the password before showing anything (pdf.js raises PasswordException).
 */
export function encryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${'a1'.repeat(32)}> /U <${'b2'.repeat(32)}> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A Word document with a title, two headings, paragraphs and a bulleted list. */
export async function wordDocument(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Launch plan', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('We launch the product in three markets in spring. '),
              new TextRun({ text: 'Marketing starts in March.', bold: true }),
            ],
          }),
          new Paragraph({ text: 'Milestones', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Beta with ten customers', bullet: { level: 0 } }),
          new Paragraph({ text: 'Public launch in April', bullet: { level: 0 } }),
          new Paragraph({ text: 'Press briefing first', bullet: { level: 1 } }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A deck with a title slide and a bullet slide. */
export async function powerPointDeck(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineSlideMaster({
    title: 'CONTENT',
    objects: [
      {
        placeholder: {
          options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 },
          text: '',
        },
      },
      {
        placeholder: {
          options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 9, h: 4 },
          text: '',
        },
      },
    ],
  });
  const first = pptx.addSlide({ masterName: 'CONTENT' });
  first.addText('Annual review', { placeholder: 'title' });
  first.addText('Highlights of the year', { placeholder: 'body' });
  const second = pptx.addSlide({ masterName: 'CONTENT' });
  second.addText('What went well', { placeholder: 'title' });
  second.addText(
    [
      { text: 'Customers doubled', options: { bullet: true, breakLine: true } },
      { text: 'In Europe most of all', options: { bullet: true, indentLevel: 1 } },
    ],
    { placeholder: 'body' },
  );
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A picture of printed text (rendered by poppler from a PDF), for OCR. */
export async function textPicture(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([640, 80 + lines.length * 60]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 30, y: page.getHeight() - 60 - index * 60, size: 30, font }),
  );
  const bytes = Buffer.from(await pdf.save());
  return inTemporaryDirectory((dir) => {
    writeFileSync(join(dir, 'text.pdf'), bytes);
    run('pdftoppm', ['-png', '-r', '100', '-singlefile', join(dir, 'text.pdf'), join(dir, 'text')]);
    return join(dir, 'text.png');
  });
}

/** A synthetic test picture (colour bars), in the format of `extension`. */
export function testPicture(extension: 'jpg' | 'png' | 'webp', size = '640x480'): Buffer {
  return inTemporaryDirectory((dir) => {
    const output = join(dir, `picture.${extension}`);
    run(ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}`,
      '-frames:v',
      '1',
      '-y',
      output,
    ]);
    return output;
  });
}

/** A short video (test pattern with a tone) or audio clip, encoded by ffmpeg. */
export function testMedia(extension: 'mp4' | 'webm' | 'mp3' | 'wav', seconds = 3): Buffer {
  return inTemporaryDirectory((dir) => {
    const output = join(dir, `clip.${extension}`);
    const tone = ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
    const video = ['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=10:duration=${seconds}`];
    const codecs: Record<string, string[]> = {
      mp4: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      webm: ['-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libvorbis'],
      mp3: ['-c:a', 'libmp3lame'],
      wav: ['-c:a', 'pcm_s16le'],
    };
    const inputs = extension === 'mp4' || extension === 'webm' ? [...video, ...tone] : tone;
    run(ffmpeg, ['-v', 'error', ...inputs, ...codecs[extension], '-shortest', '-y', output]);
    return output;
  });
}

/**
 * `text` spoken by espeak-ng (Debian's espeak-ng, a test package) as MP3 or MP4 (with a test
 * picture), with `silence` seconds of quiet before it: a recording whose words are known.
 */
export function spokenMedia(text: string, extension: 'mp3' | 'mp4' | 'wav', silence = 0): Buffer {
  return inTemporaryDirectory((dir) => {
    const speech = join(dir, 'speech.wav');
    // The Klatt voice: of espeak-ng's, the one PocketSphinx's model hears best (docs/benchmarks.md).
    run('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', speech, text]);
    const output = join(dir, `spoken.${extension}`);
    const quiet = `adelay=${Math.round(silence * 1000)}`;
    const video = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=5', '-shortest'];
    const codecs: Record<string, string[]> = {
      mp4: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      mp3: ['-c:a', 'libmp3lame'],
      wav: ['-c:a', 'pcm_s16le'],
    };
    run(ffmpeg, [
      ...['-v', 'error', '-i', speech],
      ...(extension === 'mp4' ? video : []),
      ...['-af', quiet, ...codecs[extension], '-y', output],
    ]);
    return output;
  });
}

/**
 * A recorded talk: each part spoken by espeak-ng over a plain panel of its own colour (as a
 * lecture's slides change), parts two seconds of quiet apart, key frames every second.
 */
export function spokenSlideshow(parts: string[], colours: string[]): Buffer {
  return inTemporaryDirectory((dir) => {
    const pause = 2;
    const inputs: string[] = [];
    let rate = 22_050;
    const seconds = parts.map((text, index) => {
      const wav = join(dir, `part-${index}.wav`);
      run('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', wav, text]);
      inputs.push('-i', wav);
      // 16-bit mono: the length is the data after the 44-byte header over the byte rate.
      const header = readFileSync(wav).subarray(0, 44);
      rate = header.readUInt32LE(24);
      return (statSync(wav).size - 44) / header.readUInt32LE(28) + pause;
    });
    const panels = colours.map(
      (colour, index) =>
        `color=c=${colour}:s=640x360:r=10:d=${seconds[index].toFixed(2)}[v${index}]`,
    );
    const padded = parts.map((_, index) => `[${index}]apad=pad_len=${pause * rate}[a${index}]`);
    const joined = (prefix: string) => parts.map((_, index) => `[${prefix}${index}]`).join('');
    const output = join(dir, 'talk.mp4');
    run(ffmpeg, [
      ...['-v', 'error', ...inputs, '-filter_complex'],
      [
        ...panels,
        ...padded,
        `${joined('v')}concat=n=${parts.length}:v=1:a=0[v]`,
        `${joined('a')}concat=n=${parts.length}:v=0:a=1[a]`,
      ].join(';'),
      ...['-map', '[v]', '-map', '[a]', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-y', output],
    ]);
    return output;
  });
}

/**
 * A valid ten-hour WAV file (8 kHz, 8-bit mono silence) that takes no disk space: the header
 * declares 288 MB of samples and the file is extended sparsely to that size.
 */
export function tenHourWavFile(dir: string): string {
  const seconds = 10 * 3600;
  const rate = 8000;
  const dataLength = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataLength, 40);
  const path = join(dir, 'ten-hours.wav');
  writeFileSync(path, header);
  truncateSync(path, 44 + dataLength);
  return path;
}

/** A .docx-named zip whose one part inflates to `megabytes` MB of zeros (a zip bomb). */
export async function zipBomb(megabytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const zeros = Buffer.alloc(1024 * 1024);
  let written = 0;
  zip.addReadStream(
    new Readable({
      read() {
        this.push(written++ < megabytes ? zeros : null);
      },
    }),
    'word/document.xml',
    { compress: true },
  );
  zip.end();
  return buffer(zip.outputStream.pipe(new PassThrough()));
}

/** A zip with `count` tiny parts. */
export async function zipWithEntries(count: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (let index = 0; index < count; index++)
    zip.addBuffer(Buffer.from('x'), `ppt/part${index}.xml`, { compress: false });
  zip.end();
  return buffer(zip.outputStream.pipe(new PassThrough()));
}

/** `<repository>/../shared/fixtures`, where CI keeps shared media and templates. */
const sharedFixtures = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'fixtures');
export const sharedFixture = (name: string): string | undefined => {
  const path = join(sharedFixtures, name);
  return existsSync(path) ? path : undefined;
};

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
