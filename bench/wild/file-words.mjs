// bench/wild/file-words.mjs: how many words a file holds, measured without the product's
// parsers, to judge the product's token count against: poppler's pdftotext for PDFs, every
// text node of the XML parts of Office files, the text itself for text files (tags dropped
// from HTML). Undefined for pictures and media (their words are not in the file).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../lib/environment.mjs';

const JSZip = createRequire(join(root, 'services/presentation/package.json'))('jszip');
// Not content: properties, styles, the prompt text of masters and layouts, a Word file's
// building blocks (glossary) and its page headers and footers, which no page body shows.
const NOT_CONTENT =
  /^(docProps|customXml)\/|^ppt\/(slideMasters|slideLayouts|notesMasters|handoutMasters)\/|^word\/(glossary\/|header\d*\.xml|footer\d*\.xml)|(styles|theme\d*|fontTable|settings)\.xml$/;
/** What Word writes twice: a drawing's text in its DrawingML choice and its VML fallback. */
const FALLBACK = /<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g;
const TEXT_NODE = /<(?:w:t|a:t|t|v)(?:\s[^>]*)?>([^<]*)<\//g;

const countWords = (text) => text.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;

export async function fileWords(path) {
  const extension = extname(path).slice(1).toLowerCase();
  if (extension === 'pdf') {
    const { stdout } = await promisify(execFile)('pdftotext', ['-l', '500', path, '-'], {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
    }).catch(() => ({ stdout: '' }));
    return countWords(stdout);
  }
  if (['docx', 'pptx', 'xlsx'].includes(extension)) {
    const zip = await JSZip.loadAsync(readFileSync(path)).catch(() => undefined);
    if (!zip) return undefined;
    let words = 0;
    for (const name of Object.keys(zip.files).filter((part) => /\.xml$/.test(part))) {
      if (NOT_CONTENT.test(name)) continue;
      const xml = (await zip.file(name).async('string')).replace(FALLBACK, '');
      for (const [, text] of xml.matchAll(TEXT_NODE)) words += countWords(text);
    }
    return words;
  }
  if (['txt', 'md', 'csv', 'html', 'htm'].includes(extension)) {
    const text = readFileSync(path, 'utf8');
    return countWords(
      extension.startsWith('htm')
        ? text.replace(/<(script|style)[\s\S]*?<\/\1>|<[^>]+>/gi, ' ')
        : text,
    );
  }
  return undefined;
}
