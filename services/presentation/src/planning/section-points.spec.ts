import { languageTools } from './language/language';
import { isJunk } from './section-points';

const en = languageTools('en');

describe(isJunk.name, () => {
  it('refuses what is no thought: ticks, figure labels, addresses, a legend read as a line', () => {
    for (const text of [
      '15 12 9 6 3',
      'Fig. 3',
      'https://example.com/report',
      'Paxos much easier Paxos somewhat easier Roughly equal Raft somewhat easier Raft much easier',
      'Revenue Costs Revenue Costs Revenue Costs Margin Margin',
    ])
      expect(isJunk(text, en)).toBe(true);
  });

  it('keeps sentences, those with parallel clauses included', () => {
    for (const text of [
      'Each student watched one video, took the corresponding quiz, watched the second video, and took the second quiz',
      'The leader appends the command to its log as a new entry',
      'Raft is similar in many ways to existing consensus algorithms',
      // A paragraph on one subject repeats its words, and is no line of labels.
      'Revenue in the harbour office changed by 12 percent in quarter 2 after 7 partner visits. ' +
        'Revenue in the coastal stores changed by 19 percent in quarter 3 after 8 partner visits. ' +
        'Revenue in the new markets changed by 4 percent in quarter 4 after 9 partner visits.',
    ])
      expect(isJunk(text, en)).toBe(false);
  });
});
