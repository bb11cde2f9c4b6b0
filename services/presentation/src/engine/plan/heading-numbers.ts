import type { SourceSection } from '../extract';

/** "5.4.1 ", "2. ", "II. ", "A. " before a heading's words: the document's numbering. */
const HEADING_NUMBER = /^(?:\d{1,3}(?:\.\d{1,3})*\.?|[IVXLC]{1,6}\.|[A-Z]\.)\s+(?=\p{L})/u;
/** Numbered headings it takes, in all and as a share, to call the numbering the document's. */
const NUMBERED_HEADINGS = 3;
const NUMBERED_SHARE = 0.6;

/**
 * The headings of a document as slide titles: without their numbers when the document numbers
 * most of them (a paper's "5.4.1 Election restriction" is "Election restriction" on a slide, as
 * presenters title them); a heading that merely starts with a number ("3 ways to save") in a
 * document that numbers nothing keeps it.
 */
export function slideHeadings(sections: SourceSection[]): (heading: string) => string {
  const headings = sections.flatMap((section) => (section.heading ? [section.heading] : []));
  const numbered = headings.filter((heading) => HEADING_NUMBER.test(heading)).length;
  const drop = numbered >= NUMBERED_HEADINGS && numbered >= NUMBERED_SHARE * headings.length;
  return (heading) => (drop ? heading.replace(HEADING_NUMBER, '') : heading);
}
