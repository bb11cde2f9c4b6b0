/**
 * What extraction makes of one file, whatever its type: the structure the planner builds slides
 * from, and the pictures and media the renderer places. Stored as JSON in the extraction cache,
 * so it contains no buffers — only blob keys of derived assets.
 */

export type SourceKind = 'text' | 'image' | 'audio' | 'video' | 'presentation';

export interface SourceBlock {
  /** A caption describes a figure or table (kept apart from the prose it sits in). */
  type: 'paragraph' | 'bullet' | 'caption';
  text: string;
  /** Nesting of a bullet, 0 at the top. */
  level: number;
  /** Where the block is, when the source has pages, slides or a timeline. */
  location?: SourceLocation;
}

/** Where a section came from, for speaker notes ("page 4", "slide 2", "at 1:05"). */
export interface SourceLocation {
  page?: number;
  slide?: number;
  startSeconds?: number;
}

export interface SourceSection {
  heading?: string;
  /** Heading level, 1 for the top level (a section without heading takes its parent's). */
  level: number;
  blocks: SourceBlock[];
  location?: SourceLocation;
}

export type Orientation = 'landscape' | 'portrait' | 'square';

export interface SourcePicture {
  /**
   * Blob key of the picture as it goes into a deck: a converted copy, or absent in the cache
   * when the file itself is used (filled in with the file's key when read).
   */
  blobKey?: string;
  mime: string;
  /** Pixels as displayed (EXIF rotation applied). */
  width: number;
  height: number;
  orientation: Orientation;
  /** Text recognised in the picture, when there is readable text. */
  ocrText?: string;
  /** For a figure taken from a document: its caption ("Figure 4: ...") and where it is. */
  caption?: string;
  /** The description the document gives the picture (Word's and HTML's alt text). */
  altText?: string;
  location?: SourceLocation;
  /** Index in `sections` of the section the figure sits in (documents only). */
  section?: number;
}

/** A table read from a document: a header row and body rows of plain cell text. */
export interface SourceTable {
  header: string[];
  rows: string[][];
  caption?: string;
  location?: SourceLocation;
  /** Index in `sections` of the section the table sits in; a sheet's name for spreadsheets. */
  section?: number;
  sheet?: string;
  /** The numbers of a chart the source drew (a spreadsheet's chart), and the kind of chart. */
  chartType?: 'bar' | 'column' | 'line' | 'pie';
  /** Its cells repeat another table of the source (a workbook's chart of its sheet): not counted again. */
  repeats?: boolean;
}

export interface TranscriptSegment {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface MediaFrame {
  blobKey: string;
  atSeconds: number;
  width: number;
  height: number;
}

export interface SourceMedia {
  kind: 'audio' | 'video';
  /** Blob key of the media as it goes into a deck: a playable conversion, or (absent in the cache) the file. */
  blobKey?: string;
  mime: string;
  /** File extension matching `mime`, without the dot. */
  extension: string;
  durationSeconds: number;
  width?: number;
  height?: number;
  /** A frame of the video (JPEG) shown before it plays. */
  posterBlobKey?: string;
  /** Frames (JPEG) where the video's picture changes: shown beside what is said then. */
  frames?: MediaFrame[];
  /** `pending`: counted by its length; a generation transcribes it. */
  transcript:
    | { status: 'available'; segments: TranscriptSegment[] }
    | { status: 'pending' }
    | { status: 'unavailable'; reason: string };
}

export interface ExtractedSource {
  kind: SourceKind;
  /** The document's own title, when it has one (first heading, <title>, first slide title). */
  title?: string;
  sections: SourceSection[];
  /** The picture of an image file, or the figures embedded in a document. */
  pictures: SourcePicture[];
  tables?: SourceTable[];
  media?: SourceMedia;
  /** BCP 47 language of the text ("en", "pt-BR", "ru"), when it could be detected. */
  language?: string;
  pageCount?: number;
  /** True when the text was cut at the extraction limit (such a file is over any token limit). */
  truncated?: boolean;
  /** Pictures of the document over the pixel budget (IMAGE_MAX_MEGAPIXELS): left out, never decoded. */
  skippedPictures?: number;
}
