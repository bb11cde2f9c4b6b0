/** A title that reads as cut: an ellipsis, an open bracket, or a word that wants one after it. */
export function isCutTitle(title: string): boolean {
  const open = (title.match(/\(/g) ?? []).length > (title.match(/\)/g) ?? []).length;
  return ELLIPSIS.test(title) || DANGLING.test(title) || open;
}

const ELLIPSIS = /(?:…|\.\.\.)\s*$/;
/** Conjunctions, articles, prepositions and determiners: "… business unit and" is cut. */
const DANGLING =
  /(?:[,;(\-–—]|\s(?:and|or|of|the|a|an|to|for|with|by|from|their|its|e|ou|und|oder|и|или))\s*$/iu;
