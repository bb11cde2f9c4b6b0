/**
 * Heading text as a reader sees it. PDF text often comes out with the section number after the
 * words ("Introduction 1": the number is drawn after, or right-aligned) or with a footnote mark
 * glued to the last word ("Hints for Computer System Design1", "Results*"); the number goes in
 * front ("1 Introduction") and the mark is dropped.
 */
export function cleanHeading(text: string): string {
  let heading = text.replace(/\s+/g, ' ').trim();
  // Footnote marks: symbols, or one or two digits glued to a word of three letters or more.
  heading = heading
    .replace(/(?<=\p{Ll}{3})(?:\d{1,2}|[*†‡§¶]+)$/u, '')
    .replace(/\s*[*†‡§¶]+$/u, '');
  const trailing = /^(\D*\p{L}\D*?)\s+((?:\d{1,2}\.)*\d{1,2}\.?|[IVX]{1,4}\.?)$/u.exec(heading);
  if (
    trailing &&
    !/^\s*(?:\d|[IVX]+\b)/u.test(trailing[1]) &&
    !/\b(?:part|chapter|section|step|phase|version|level|stage|теil|parte|часть|глава|fase|etapa)$/iu.test(
      trailing[1],
    )
  )
    heading = `${trailing[2].replace(/\.$/, '')} ${trailing[1]}`;
  return heading;
}
