/**
 * Captions of figures and tables as documents write them: a label, a number and a separator
 * ("Figure 4: ...", "Fig. 2. ...", "Table 1 – ..."), in the languages we read most.
 */
const CAPTION =
  /^(figure|fig\.?|image|picture|illustration|chart|graph|diagram|photo|exhibit|plate|table|tab\.|abbildung|abb\.|tabelle|figura|tabla|tableau|рис\.?|рисунок|таблица|图|表)\s*([0-9]+|[ivxlc]+)(?:[.-]?[0-9a-z]+)?\s*[.:：–—-]\s*\S/i;

export const isCaption = (text: string): boolean => CAPTION.test(text.trim());

/** "figure 4" of "Figure 4: ..." (lower case), for matching references in the text. */
export function captionNumber(text: string): string | undefined {
  const match = CAPTION.exec(text.trim());
  if (!match) return undefined;
  return `${labelKind(match[1])} ${match[2].toLowerCase()}`;
}

/** Figures and tables are numbered apart: "figure" or "table". */
function labelKind(label: string): 'figure' | 'table' {
  return /^(table|tab\.|tabelle|tabla|tableau|таблица|表)/i.test(label) ? 'table' : 'figure';
}

/**
 * Every figure and table a passage refers to ("Figure 4 shows", "see Fig. 2", "Tables 1 and
 * 2"), as the keys `captionNumber` gives.
 */
export function referencesIn(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /\b(figures?|figs?\.?|tables?|tab\.|abbildung|tabelle|figura|tabla|tableau)\s*((?:[0-9]+[a-z]?(?:\s*(?:,|and|&|-|–)\s*)?)+)/gi;
  for (const match of text.matchAll(pattern)) {
    const kind = labelKind(match[1]);
    for (const number of match[2].match(/[0-9]+/g) ?? []) found.push(`${kind} ${number}`);
  }
  return [...new Set(found)];
}
