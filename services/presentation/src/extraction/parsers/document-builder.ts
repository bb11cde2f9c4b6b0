import type { SourceLocation, SourceSection } from '../extracted-source';

/** Text beyond this is not kept: a file this long is far over any token limit anyway. */
export const MAX_TEXT_CHARS = 2_000_000;

/** What a document parser produces. */
export interface ParsedDocument {
  title?: string;
  sections: SourceSection[];
  pageCount?: number;
  truncated?: boolean;
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

  build(pageCount?: number): ParsedDocument {
    const sections = this.sections.filter(
      (section) => section.heading || section.blocks.length > 0,
    );
    return {
      ...(this.title ? { title: this.title } : {}),
      sections,
      ...(pageCount !== undefined ? { pageCount } : {}),
      ...(this.truncated ? { truncated: true } : {}),
    };
  }

  private block(type: 'paragraph' | 'bullet', raw: string, level: number): this {
    const text = this.take(raw);
    if (!text) return this;
    if (!this.current) {
      this.current = {
        level: 1,
        blocks: [],
        ...(this.location ? { location: this.location } : {}),
      };
      this.sections.push(this.current);
    }
    this.current.blocks.push({
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
