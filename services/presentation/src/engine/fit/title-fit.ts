import type { Paragraph, TextFrame } from './text-measure';

/**
 * Words a shortened title does not end on (it would read as cut): articles, prepositions,
 * conjunctions and determiners, and possessives, which want the noun after them ("A scatter
 * plot of 43 participants’" for "… participants’ grades comparing …").
 */
const DANGLING =
  /^(a|an|the|of|in|on|at|to|for|and|or|but|with|by|from|as|into|over|under|via|per|vs\.?|their|its|our|your|his|her|my|this|that|these|those|each|every|de|la|le|les|des|du|et|und|der|die|das|y|el|los|las)$|\p{L}['’]s?$/iu;

/** The number numberParts gives each part of a split list: "Title (2/3)". */
const PART_NUMBER = /^(.*\S)(\s\(\d+\/\d+\))$/;

/**
 * Shorter forms of a title, best first, none with an ellipsis: its first clause (before a colon,
 * dash, semicolon, comma or bracket), then its leading words, ending never on an article or a
 * preposition. The caller takes the first that fits.
 */
export function titleCandidates(title: string): string[] {
  const out: string[] = [];
  const clauses = title
    .split(/\s*(?::|;|\s[–—-]\s|,|\(|\)|\||\?|!|\.\s)\s*/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.split(/\s+/).length >= 1 && clause.length > 1);
  if (clauses.length > 1) out.push(clauses[0]);
  const words = (clauses[0] ?? title).split(/\s+/).filter(Boolean);
  // Cut where a phrase ends (before "and", "of", "in"…) first: "Cost of the business unit"
  // reads whole where "Cost of the business unit and shared" reads as cut. Any other cut comes
  // after them, for a title without such a place.
  const cuts = words.map((_, index) => words.length - 1 - index).filter((count) => count >= 1);
  const atPhrase = cuts.filter((count) => DANGLING.test(words[count]));
  for (const count of [...atPhrase, ...cuts]) {
    const kept = words.slice(0, count);
    while (kept.length > 1 && DANGLING.test(kept[kept.length - 1])) kept.pop();
    const phrase = kept.join(' ').replace(/[,;:.–—-]+$/, '');
    if (phrase && !out.includes(phrase)) out.push(phrase);
  }
  return out;
}

/**
 * The title as it fits the frame at `scale`: whole when it fits, else the first shorter form
 * that fits (see titleCandidates), else its first word. Long single words (CJK text has no
 * spaces) are measured as they wrap between characters.
 */
export function shortTitle(
  title: string,
  frame: TextFrame,
  scale: number,
  fits: (paragraphs: Paragraph[], frame: TextFrame, scale: number) => boolean,
): string {
  if (fits([{ text: title, level: 0 }], frame, scale)) return title;
  // A part's number ("(2/3)") stays: the parts of a list would read as repeats without it.
  const [, head, part] = PART_NUMBER.exec(title) ?? [undefined, title, ''];
  const candidates = titleCandidates(head).map((candidate) => `${candidate}${part}`);
  return (
    candidates.find((candidate) => fits([{ text: candidate, level: 0 }], frame, scale)) ??
    candidates[candidates.length - 1] ??
    title
  );
}
