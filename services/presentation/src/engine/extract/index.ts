export { BlobDigest } from './blob-digest.entity';
export { ExtractionCacheEntry } from './extraction-cache-entry.entity';
export { ffmpegBinary } from './media/ffmpeg';
export { parseMarkdown } from './parsers/markdown.parser';
export { UnreadableFile, ExtractionFailure } from './extraction-failure';
export { ExtractionSandbox } from './sandbox/extraction.sandbox';
export { ExtractionService } from './extraction.service';
export { ExtractionCacheSweeper } from './extraction-cache.sweeper';
export type {
  ExtractedSource,
  SourceSection,
  SourceBlock,
  SourcePicture,
  MediaFrame,
  TranscriptSegment,
  SourceTable,
  SourceLocation,
  SourceMedia,
} from './extracted-source';
export type { ParsedDocument } from './parsers/document-builder';
export { parseDocx } from './parsers/docx.parser';
export { parseHtml } from './parsers/html.parser';
export { parsePdf } from './parsers/pdf.parser';
export { parsePlainText } from './parsers/plain-text.parser';
export { parsePptx } from './parsers/pptx.parser';
export { FigureFiles } from './parsers/figure-files';
export { orientationOf } from './parsers/image-probe';
export { parseXlsx } from './parsers/spreadsheet.parser';
export { ExtractionModule } from './extraction.module';
export { SPEECH_TO_TEXT } from './speech/speech-to-text';
export type { SpeechToText } from './speech/speech-to-text';
export type { ExtractOptions, FileExtraction } from './extraction.service';
export { assertSafeZip } from './parsers/zip-guard';
export { holdsNamingWord, isDate, isFormula } from './parsers/headings';
