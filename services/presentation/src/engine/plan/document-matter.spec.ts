import type { ExtractedSource, SourceSection } from '../extract';
import { documentMatter } from './document-matter';

const section = (heading: string | undefined, ...texts: string[]): SourceSection => ({
  ...(heading ? { heading } : {}),
  level: 1,
  blocks: texts.map((text) => ({ type: 'paragraph' as const, text, level: 0 })),
});
const paper = (...sections: SourceSection[]): ExtractedSource => ({
  kind: 'text',
  sections,
  pictures: [],
});

describe(documentMatter.name, () => {
  // The second as pdf.js's copy of the TraceMonkey paper reads: its font maps ∗ to ⇤.
  it.each(['#', '⇤'])(
    'takes an author line set as a heading (marked %s), over affiliations and addresses, for front matter',
    (mark) => {
      const matter = documentMatter(
        paper(
          section(
            `Jesse Ruderman${mark}, Edwin Smith#, Rick Reitmaier#, Michael Bebenita+, Mason Chang+#`,
            'Mozilla Corporation',
            'Adobe Corporation {edwsmith,rreitmai}@adobe.com',
            'University of California, Irvine {mbebenit,changm}@uci.edu',
          ),
          section('Abstract', 'Dynamic languages such as JavaScript are harder to compile.'),
        ),
      );
      expect([...matter.skipped]).toEqual([0]);
      expect(matter.authors).toMatch(/^Jesse Ruderman/);
    },
  );

  it('keeps a chapter named after a person, with text about them', () => {
    const matter = documentMatter(
      paper(
        section(
          'Ada Lovelace',
          'She wrote the first published algorithm meant for a machine, in her notes on the Analytical Engine.',
          'Her notes also foresaw that such machines could compose music.',
        ),
      ),
    );
    expect(matter.skipped.size).toBe(0);
  });
});
