import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { zipLimitsEnv, zipLimitsFrom } from '@deckforge/kit/zip';
import {
  type ExtractedSource,
  type ParsedDocument,
  parseDocx,
  parseHtml,
  parseMarkdown,
  parsePdf,
  parsePlainText,
  parsePptx,
} from '../../src/engine/extract';
import type { PlanningSource } from '../../src/engine/plan';

const ZIP_LIMITS = zipLimitsFrom(zipLimitsEnv.parse({}));

/** Extensions the content checks read (text documents; pictures and media have no prose). */
export const CONTENT_EXTENSIONS = ['.pdf', '.docx', '.pptx', '.md', '.txt', '.html', '.htm'];

/**
 * A document read by the service's own parsers (text, tables and captions; no figure files),
 * as the planner receives it.
 */
export async function readContentSource(path: string): Promise<PlanningSource> {
  const bytes = await readFile(path);
  const extension = extname(path).toLowerCase();
  let parsed: ParsedDocument;
  switch (extension) {
    case '.pdf':
      parsed = await parsePdf(bytes, 2000);
      break;
    case '.docx':
      parsed = await parseDocx(bytes, ZIP_LIMITS);
      break;
    case '.pptx':
      parsed = await parsePptx(bytes, ZIP_LIMITS);
      break;
    case '.md':
      parsed = await parseMarkdown(bytes);
      break;
    case '.html':
    case '.htm':
      parsed = await parseHtml(bytes.toString('utf8'));
      break;
    default:
      parsed = parsePlainText(bytes);
  }
  const { figures: _figures, ...rest } = parsed;
  void _figures;
  const source: ExtractedSource = {
    kind: extension === '.pptx' ? 'presentation' : 'text',
    pictures: [],
    ...rest,
  };
  return { name: basename(path), source };
}
