import { languageTools } from '../../text/language/language';
import { readsAsWords } from './readable-text';

const en = languageTools('en');

describe(readsAsWords.name, () => {
  // Lines a physics paper and a journal article (tika's testJournalParser.pdf) gave as headings
  // and bullets: variables, formulas and a dateline.
  it.each([
    '∂x, ∂ξ, ∂x',
    '∂Ξ',
    'June 30, 1905',
    'It follows that the snap-down voltage 𝑉𝑑𝑙,2 can have value 𝑉1 ∈ (𝑉φ,𝑉Ω]',
    ': because of 𝑉𝑑𝑙,2, 𝑉𝑑ℎ,2 are greater than the snap-down voltages of C1',
    '2M ≤ KL n = no. M = n/2',
    'V1 V2 C1 Cj M+1',
    // An architect's drawing set's logo, set as two letters.
    'Cc',
  ])('refuses "%s"', (line) => {
    expect(readsAsWords(line, en)).toBe(false);
  });

  it.each([
    'Raft uses randomized timers to elect leaders',
    'Sales rose 12% in 2023 to $4 million',
    'Q3 results',
    'VP – HR',
    'A leader never overwrites or deletes entries in its log (§5.3)',
  ])('takes "%s"', (line) => {
    expect(readsAsWords(line, en)).toBe(true);
  });

  it('judges a script written without spaces by its signs', () => {
    const zh = languageTools('zh');
    expect(readsAsWords('市场在每个地区都在增长', zh)).toBe(true);
    expect(readsAsWords('∂x = ∑ y', zh)).toBe(false);
  });
});
