// Source files for the generation benchmark, made on the spot (deterministic, no fixtures needed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/environment.mjs';

const require = createRequire(join(root, 'services/presentation/package.json'));
const { PDFDocument, StandardFonts } = require('pdf-lib');
const ffmpeg = require('@ffmpeg-installer/ffmpeg').path;

/** A report of `pages` pages: a heading and three paragraphs each; `tag` makes the bytes unique. */
export async function reportPdf(pages, tag) {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    page.drawText(`Chapter ${index + 1}: results of region ${index + 1} (${tag})`, {
      x: 50,
      y,
      size: 20,
      font: bold,
    });
    y -= 40;
    for (const paragraph of [
      `Revenue in region ${index + 1} grew by ${5 + (index % 7)} percent compared with the previous year, driven by new enterprise customers and a stronger partner channel across the territory.`,
      'Operating costs stayed flat because the support team automated the most frequent requests and onboarding moved to a self-service flow that new customers finish in a day.',
      'The next quarter focuses on retention: a customer success programme, clearer pricing tiers and a faster response time for critical incidents reported by large accounts.',
    ]) {
      for (const line of wrap(paragraph, 95)) {
        page.drawText(line, { x: 50, y, size: 11, font: regular });
        y -= 14;
      }
      y -= 10;
    }
  }
  return Buffer.from(await pdf.save());
}

/** A photo-like test picture (colour pattern), different per `seed`. */
export function picture(seed) {
  return viaFfmpeg('picture.jpg', [
    '-f',
    'lavfi',
    '-i',
    `mandelbrot=size=1280x720:start_scale=${1 + seed / 10}`,
    '-frames:v',
    '1',
  ]);
}

/** A short video with sound, and an audio clip. */
export const video = () =>
  viaFfmpeg('clip.mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=5',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=5',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
  ]);
export const audio = () =>
  viaFfmpeg('clip.mp3', [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=523:duration=5',
    '-c:a',
    'libmp3lame',
  ]);

export const notes = (tag) =>
  `# Launch plan (${tag})\n\nWe launch in three markets in spring.\n\n## Milestones\n\n- Beta with ten customers\n- Public launch in April\n- Press briefing first\n`;

function viaFfmpeg(name, args) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-generate-'));
  try {
    execFileSync(ffmpeg, ['-v', 'error', ...args, '-y', join(dir, name)]);
    return readFileSync(join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function wrap(text, width) {
  const lines = [];
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
