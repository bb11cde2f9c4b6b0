import type { ExtractedSource, SourceBlock, SourceSection } from '../extract';

/**
 * Front and back matter of a document: what is about the document rather than its content.
 * Author blocks, affiliations and e-mail addresses before the first heading; acknowledgements,
 * references, appendices and tables of contents. None of it becomes a content slide; the title,
 * authors and first references go in the closing slide's notes (docs/decisions.md,
 * "Front and back matter").
 */

/** Headings of back matter and tables of contents, in the languages we read most. */
const MATTER_HEADING = new RegExp(
  '^(?:[\\dIVXivx]+(?:\\.\\d+)*\\.?\\s+)?(?:' +
    [
      'acknowledge?ments?',
      'references?',
      'bibliography',
      'works cited',
      'literature cited',
      'appendix(?:es)?',
      'appendices',
      'table of contents',
      'contents',
      'about the authors?',
      'author contributions',
      'funding',
      'conflicts? of interest',
      'notes',
      'endnotes',
      'referências(?: bibliográficas)?',
      'bibliografia',
      'agradecimentos',
      'apêndices?',
      'anexos?',
      'sumário',
      'índice',
      'referencias',
      'agradecimientos',
      'literatur(?:verzeichnis)?',
      'quellen(?:verzeichnis)?',
      'danksagung',
      'anhang',
      'inhalt(?:sverzeichnis)?',
      'références',
      'remerciements',
      'annexes?',
      'table des matières',
      'список литературы',
      'литература',
      'библиография',
      'благодарности',
      'приложени[ея]',
      'содержание',
      'оглавление',
      'источники',
      'المراجع',
      'المصادر',
      'شكر وتقدير',
      'الملاحق',
      'المحتويات',
      '参考文献',
      '致谢',
      '附录',
      '目录',
    ].join('|') +
    ')(?:\\s+[a-z\\d]{1,3})?(?:\\s*[.:—–-]\\s*.*)?$',
  'iu',
);

/** Sections at the start of a document where an author heading can be. */
const FRONT_SECTIONS = 3;

/** "Getting started ..... 12", "2.1 Robust constellations 7". */
const TOC_LINE = /^\S.{2,120}?\p{L}[\p{L}\p{P}]*(?:\s*\.{2,}\s*|\s+|\t)\d{1,4}$/u;
const EMAIL = /[\w.+}-]+@[\w-]+\.[\w.-]+/;
const AFFILIATION =
  /\b(?:universit|institut|college|school of|department|dept\.|laborator|faculty|inc\.|ltd|gmbh|corporation|research center|centre)/i;

export interface DocumentMatter {
  /** Indexes of sections that are front or back matter. */
  skipped: Set<number>;
  /** The document's authors, as their line reads, when it has an author block. */
  authors?: string;
  /** The first entries of its reference list. */
  references: string[];
  /** Blocks of the front matter (authors, affiliations, e-mail addresses). */
  dropped: Set<SourceBlock>;
}

/** A heading of front or back matter or of a table of contents ("References", "Contents"). */
export function isMatterHeading(heading: string | undefined): boolean {
  return !!heading && MATTER_HEADING.test(heading.trim());
}

/** Front matter lines: e-mail addresses, affiliations, the author list (short, no verb-ish end). */
function isFrontMatterLine(text: string): boolean {
  if (EMAIL.test(text)) return true;
  const words = text.split(/\s+/).length;
  return words <= 25 && AFFILIATION.test(text) && !/[.!?]$/.test(text);
}

export function documentMatter(source: ExtractedSource): DocumentMatter {
  const skipped = new Set<number>();
  const references: string[] = [];
  let authors: string | undefined;
  let backLevel: number | undefined;
  source.sections.forEach((section, index) => {
    if (backLevel !== undefined && section.level > backLevel) {
      skipped.add(index);
      return;
    }
    backLevel = undefined;
    if (isMatterHeading(section.heading)) {
      skipped.add(index);
      backLevel = section.level;
      if (
        /refer|bibliog|cited|литерат|referên|literatur|quellen|المراجع|参考/iu.test(
          section.heading!,
        )
      )
        references.push(...section.blocks.slice(0, 3).map((block) => block.text.slice(0, 300)));
    }
  });
  // An author line set large enough to read as a heading, over affiliations and addresses.
  source.sections.slice(0, FRONT_SECTIONS).forEach((section, index) => {
    if (!section.heading || !looksLikeNames(section.heading)) return;
    const front = section.blocks.filter((block) => isFrontMatterLine(block.text)).length;
    if (front * 2 < section.blocks.length) return;
    skipped.add(index);
    authors ??= section.heading;
  });
  // Before the first real heading: author and affiliation lines (the title is the deck's).
  const dropped = new Set<SourceBlock>();
  const front = skipped.has(0) ? undefined : firstFrontSection(source.sections);
  if (front) {
    const lines = front.blocks.filter((block) => block.type !== 'caption');
    const authorLine = lines.find((block, i) => i < 4 && looksLikeNames(block.text));
    if (authorLine && !authors) {
      authors = authorLine.text;
      dropped.add(authorLine);
    }
    for (const block of lines.slice(0, 12)) if (isFrontMatterLine(block.text)) dropped.add(block);
  }
  // Tables of contents without a heading: runs of three or more lines ending in a page number.
  for (const section of source.sections) {
    let run: SourceBlock[] = [];
    const flush = () => {
      if (run.length >= 3) for (const block of run) dropped.add(block);
      run = [];
    };
    for (const block of section.blocks) {
      if (TOC_LINE.test(block.text)) run.push(block);
      else flush();
    }
    flush();
  }
  return { skipped, references, dropped, ...(authors ? { authors } : {}) };
}

/** The section before the first heading, or the document's first section when it is headed by the title. */
function firstFrontSection(sections: SourceSection[]): SourceSection | undefined {
  const first = sections[0];
  return first && first.blocks.length > 0 ? first : undefined;
}

/**
 * "Leslie Lamport", "Diego Ongaro and John Ousterhout", "A. Smith, B. Jones, C. Wu", with the
 * marks that tie authors to affiliations ("Jesse Ruderman#, Edwin Smith∗+", any symbol: a font may
 * map ∗ to "⇤") left aside.
 */
function looksLikeNames(text: string): boolean {
  const parts = text
    .replace(/[\d*†‡§¶#∗⋆ªº\p{S}\p{No}]+/gu, '')
    .split(/\s*(?:,|\band\b|&|·)\s*/)
    .filter(Boolean);
  return (
    text.length <= 200 &&
    parts.length >= 1 &&
    parts.every((part) => /^(?:\p{Lu}[\p{L}'’-]*\.?\s+){1,3}\p{Lu}[\p{L}'’-]+$/u.test(part.trim()))
  );
}
