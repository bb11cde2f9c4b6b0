/** A title that reads as cut: an ellipsis, an open bracket, or a word that wants one after it. */
export function isCutTitle(title: string): boolean {
  const open = (title.match(/\(/g) ?? []).length > (title.match(/\)/g) ?? []).length;
  return ELLIPSIS.test(title) || DANGLING.test(title) || open;
}

/** An ellipsis at the end, inside a closing bracket or quote too ("Results (costs of the…)"). */
const ELLIPSIS = /(?:…|\.\.\.)[\s)\]"”’»]*$/;
/**
 * Conjunctions, articles, prepositions and determiners no heading ends on: "… business unit
 * and", "… compared with the", "… grew faster than", "Kosten der". Words a heading may end on
 * ("Sign in", "Carry on", "What it is about") are not among them.
 */
const DANGLING = new RegExp(
  `(?:[,;(\\-–—]|\\s(?:${[
    ...['and', 'or', 'nor', 'of', 'the', 'a', 'an', 'to', 'for', 'with', 'by', 'from', 'into'],
    ...['onto', 'than', 'between', 'versus', 'via', 'per', 'their', 'its', 'our', 'your'],
    ...['these', 'those', 'whose', 'e', 'ou', 'et', 'de', 'des', 'du', 'le', 'la', 'les', 'à'],
    ...['el', 'los', 'las', 'del', 'und', 'oder', 'der', 'die', 'das', 'von', 'mit', 'für'],
    ...['и', 'или', 'в', 'на', 'для'],
  ].join('|')}))\\s*$`,
  'iu',
);
