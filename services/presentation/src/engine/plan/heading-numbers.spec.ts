import type { SourceSection } from '../extract';
import { slideHeadings } from './heading-numbers';

const sections = (...headings: string[]): SourceSection[] =>
  headings.map((heading) => ({ heading, level: 1, blocks: [] }));

describe(slideHeadings.name, () => {
  it("drops a paper's numbering from its headings", () => {
    const asTitle = slideHeadings(
      sections('Abstract', '1 Introduction', '2. Related work', '5.4.1 Election restriction'),
    );
    expect(asTitle('5.4.1 Election restriction')).toBe('Election restriction');
    expect(asTitle('2. Related work')).toBe('Related work');
    expect(asTitle('Abstract')).toBe('Abstract');
    const roman = slideHeadings(sections('I. Introduction', 'II. Background', 'A. Threat model'));
    expect(roman('II. Background')).toBe('Background');
    expect(roman('A. Threat model')).toBe('Threat model');
  });

  it('keeps a number that is part of the words, where the document numbers nothing', () => {
    const asTitle = slideHeadings(
      sections('3 ways to save on energy', 'Why it matters', 'What we found', 'Next steps'),
    );
    expect(asTitle('3 ways to save on energy')).toBe('3 ways to save on energy');
    // A heading that is a number alone stays as it is.
    expect(slideHeadings(sections('1', '2', '3'))('2')).toBe('2');
  });
});
