import type { SourceLocation, SourceSection, SourceTable } from '../extracted-source';
import { captionNumber, isCaption } from '../../../text/captions';

/** Text beyond this is not kept: a file this long is far over any token limit anyway. */
const MAX_TEXT_CHARS = 2_000_000;

/** A picture a parser wrote to a file of the figures folder (the service stores it). */
export interface ParsedFigure {
  /** File name inside the figures folder. */
  file: string;
  mime: string;
  width: number;
  height: number;
  caption?: string;
  altText?: string;
  /** Text recognised in the picture (Word and PowerPoint pictures). */
  ocrText?: string;
  location?: SourceLocation;
  /** Index in `sections` of the section it sits in. */
  section?: number;
}

/** What a document parser produces. */
export interface ParsedDocument {
  title?: string;
  sections: SourceSection[];
  figures?: ParsedFigure[];
  tables?: SourceTable[];
  pageCount?: number;
  truncated?: boolean;
  /** Pictures over the pixel budget: left out, never decoded. */
  skippedPictures?: number;
}

/** A figure or table and where it sits: its section and the number of blocks before it. */
interface Anchored<T> {
  item: T;
  section: SourceSection;
  before: number;
}

/**
 * Collects headings, paragraphs and bullets in reading order into sections. Whitespace is
 * normalised, empty text dropped, and the total kept under MAX_TEXT_CHARS.
 */
export class DocumentBuilder {
  private readonly sections: SourceSection[] = [];
  private current?: SourceSection;
  private location?: SourceLocation;
  private characters = 0;
  private truncated = false;
  private title?: string;
  private readonly figures: Anchored<ParsedFigure>[] = [];
  private readonly tables: Anchored<SourceTable>[] = [];

  constructor(private readonly maxChars = MAX_TEXT_CHARS) {}

  /** Where the following blocks are (a PDF page, a slide, a point in time). */
  at(location: SourceLocation | undefined): this {
    this.location = location;
    return this;
  }

  setTitle(title: string | undefined): this {
    const text = normalise(title ?? '');
    if (text) this.title = text;
    return this;
  }

  heading(text: string, level: number): this {
    const heading = this.take(text);
    if (!heading) return this;
    this.title ??= heading;
    this.current = {
      heading,
      level: Math.max(1, Math.min(6, Math.round(level))),
      blocks: [],
      ...(this.location ? { location: this.location } : {}),
    };
    this.sections.push(this.current);
    return this;
  }

  /** Starts a section without a heading (a slide without title, a new page of a scan). */
  section(level = 1): this {
    this.current = {
      level,
      blocks: [],
      ...(this.location ? { location: this.location } : {}),
    };
    this.sections.push(this.current);
    return this;
  }

  paragraph(text: string): this {
    return this.block('paragraph', text, 0);
  }

  bullet(text: string, level = 0): this {
    return this.block('bullet', text, Math.max(0, Math.min(4, level)));
  }

  /** A caption of a figure or table, kept apart from the prose. */
  caption(text: string): this {
    return this.block('caption', text, 0);
  }

  /** A picture at this point of the text; a caption next to it is paired with it at build. */
  figure(figure: ParsedFigure): this {
    this.figures.push({ item: this.anchor(figure), section: this.open(), before: this.count() });
    return this;
  }

  /** A table at this point of the text (its cells are not repeated as paragraphs). */
  table(table: SourceTable): this {
    if (table.header.length === 0) return this;
    const cells = [table.header, ...table.rows].flat().join(' ');
    if (!this.take(cells)) return this;
    this.tables.push({ item: this.anchor(table), section: this.open(), before: this.count() });
    return this;
  }

  build(pageCount?: number): ParsedDocument {
    // In a document made mostly of pictures (a photo report), a short line next to a picture
    // is its caption even when it does not read like one ("Figure 3: ...").
    const blocks = this.sections.reduce((sum, section) => sum + section.blocks.length, 0);
    const mostlyPictures = this.figures.length > 0 && this.figures.length * 2 >= blocks;
    for (const anchored of [...this.figures, ...this.tables]) pairCaption(anchored, mostlyPictures);
    const sections = this.sections.filter(
      (section) => section.heading || section.blocks.length > 0,
    );
    // A figure whose file was cleared turned out to be a decoration repeated on every page.
    const figures = this.figures.filter((anchored) => anchored.item.file);
    const placed = <T extends { section?: number }>(anchored: Anchored<T>): T => {
      const index = sections.indexOf(anchored.section);
      return index >= 0 ? { ...anchored.item, section: index } : anchored.item;
    };
    return {
      ...(this.title ? { title: this.title } : {}),
      sections,
      ...(figures.length ? { figures: figures.map(placed) } : {}),
      ...(this.tables.length ? { tables: this.tables.map(placed) } : {}),
      ...(pageCount !== undefined ? { pageCount } : {}),
      ...(this.truncated ? { truncated: true } : {}),
    };
  }

  /**
   * The item where it stands, set on the item itself: FigureFiles later marks a picture it finds
   * on slide after slide as a decoration (its file emptied) through the object it returned.
   */
  private anchor<T extends { location?: SourceLocation }>(item: T): T {
    if (!item.location && this.location) item.location = this.location;
    return item;
  }

  private count(): number {
    return this.current?.blocks.length ?? 0;
  }

  private open(): SourceSection {
    if (!this.current) {
      this.current = {
        level: 1,
        blocks: [],
        ...(this.location ? { location: this.location } : {}),
      };
      this.sections.push(this.current);
    }
    return this.current;
  }

  private block(type: 'paragraph' | 'bullet' | 'caption', raw: string, level: number): this {
    const text = this.take(raw);
    if (!text) return this;
    this.open().blocks.push({
      type,
      text,
      level,
      ...(this.location ? { location: this.location } : {}),
    });
    return this;
  }

  private take(raw: string): string | undefined {
    if (this.truncated) return undefined;
    const text = normalise(raw);
    if (!text) return undefined;
    if (this.characters + text.length > this.maxChars) {
      this.truncated = true;
      return undefined;
    }
    this.characters += text.length;
    return text;
  }
}

/** One line of text: runs of whitespace (including non-breaking) become one space. */
export const normalise = (text: string): string =>
  text
    // Control characters are never content (they appear in damaged or binary-ish text).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[\s\u00a0\u2000-\u200b\u2028\u2029\u3000]+/g, ' ')
    .trim();

/** Words of a document's only line that is taken as its title. */
const MAX_TITLE_WORDS = 12;

/**
 * A document of one short line and nothing else (a note, a label, "Quarterly review"): that
 * line is its title, not also its only point (a deck would say it twice). A sentence stays a
 * point. Applied to what a parser made, once everything it reads is in.
 */
export function titleOfOneLine(document: ParsedDocument): ParsedDocument {
  const [only, ...others] = document.sections;
  if (document.title || others.length || !only || only.heading || only.blocks.length !== 1)
    return document;
  if (document.figures?.length || document.tables?.length) return document;
  const [line] = only.blocks;
  if (line.text.split(' ').length > MAX_TITLE_WORDS || /[.!?。！？]$/u.test(line.text))
    return document;
  return { ...document, title: line.text, sections: [{ ...only, heading: line.text, blocks: [] }] };
}

/** Words of a line next to a picture that is taken as its caption in a picture document. */
const MAX_LOOSE_WORDS = 15;

/**
 * A figure without caption takes the caption block right after it (figures) or right before it
 * (tables put theirs above), or a paragraph there that reads like one ("Figure 3: ...") — or,
 * `loose`, any short paragraph there; that block becomes a caption block.
 */
function pairCaption(anchored: Anchored<ParsedFigure | SourceTable>, loose = false): void {
  const { item, section, before } = anchored;
  if (item.caption) return;
  const isTable = 'header' in item;
  const order = isTable ? [before - 1, before] : [before, before - 1];
  const shortLine = (text: string) =>
    !isTable && loose && text.split(' ').length <= MAX_LOOSE_WORDS;
  for (const index of order) {
    const block = section.blocks[index];
    if (!block || block.type === 'bullet') continue;
    if (block.type !== 'caption' && !isCaption(block.text) && !shortLine(block.text)) continue;
    // A numbered caption of the other kind ("Table 2" next to a figure) is not this one's.
    const number = captionNumber(block.text);
    if (number && number.startsWith('table') !== isTable) continue;
    block.type = 'caption';
    item.caption = block.text;
    return;
  }
}
