import { mkdirSync, readFileSync } from 'node:fs';
import { basename, extname, isAbsolute, join } from 'node:path';
import { zipLimitsEnv, zipLimitsFrom } from '@deckforge/kit/zip';
import {
  type ExtractedSource,
  type ParsedDocument,
  parseDocx,
  FigureFiles,
  orientationOf,
  parsePdf,
  parsePptx,
  parseXlsx,
} from '../../src/engine/extract';
import type { PlanningSource } from '../../src/engine/plan';
import { sharedFixture } from './sources';

const ZIP_LIMITS = zipLimitsFrom(zipLimitsEnv.parse({}));

/**
 * Real documents for the matrix, read by the service's parsers with their figures (written to
 * `dir`, keyed by file path): a long paper, a short Word document and a spreadsheet from
 * `../shared/fixtures/wild/sources`. MATRIX_SOURCES=raft.pdf,… picks others of that folder, or
 * files anywhere by an absolute path (`none`: the fixture deck only).
 */
const REAL_SOURCES = ['raft.pdf', 'onlyoffice-sample.docx', 'onlyoffice-sample.xlsx'];

export interface RealSource {
  source: PlanningSource;
  assets: Map<string, string>;
}

export async function realSources(
  dir: string,
  names = process.env.MATRIX_SOURCES?.split(',').filter(Boolean) ?? REAL_SOURCES,
): Promise<RealSource[]> {
  const folder = sharedFixture('wild/sources');
  if (!folder) return [];
  const out: RealSource[] = [];
  for (const name of names.filter((candidate) => candidate !== 'none')) {
    const figuresDir = join(dir, `figures-${basename(name)}`);
    mkdirSync(figuresDir, { recursive: true });
    const files = new FigureFiles(figuresDir, 40_000_000);
    const path = isAbsolute(name) ? name : join(folder, name);
    const parsed = await parse(path, files, dir);
    const assets = new Map<string, string>();
    const { figures = [], ...document } = parsed;
    const pictures = figures
      .filter((figure) => figure.file)
      .map((figure) => {
        const file = join(figuresDir, figure.file);
        assets.set(file, file);
        return {
          blobKey: file,
          mime: figure.mime,
          width: figure.width,
          height: figure.height,
          orientation: orientationOf(figure.width, figure.height),
          ...(figure.caption ? { caption: figure.caption } : {}),
          ...(figure.altText ? { altText: figure.altText } : {}),
          ...(figure.location ? { location: figure.location } : {}),
          ...(figure.section !== undefined ? { section: figure.section } : {}),
        };
      });
    const source: ExtractedSource = { kind: 'text', ...document, pictures };
    out.push({ source: { name: basename(path), source }, assets });
  }
  return out;
}

async function parse(path: string, files: FigureFiles, dir: string): Promise<ParsedDocument> {
  const bytes = readFileSync(path);
  switch (extname(path).toLowerCase()) {
    case '.pdf':
      return parsePdf(bytes, 50, {
        path,
        tools: { pdftoppm: 'pdftoppm', pdftohtml: 'pdftohtml', pdfimages: 'pdfimages' },
        workDir: dir,
        files,
        maxPixels: 40_000_000,
      });
    case '.docx':
      return parseDocx(bytes, ZIP_LIMITS, files);
    case '.xlsx':
      return parseXlsx(bytes, ZIP_LIMITS, files);
    case '.pptx':
      return parsePptx(bytes, ZIP_LIMITS, files);
    default:
      throw new Error(`${path}: not a source the matrix reads`);
  }
}
