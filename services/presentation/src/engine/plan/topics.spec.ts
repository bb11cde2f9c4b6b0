import type { SourceBlock } from '../extract';
import { languageTools } from '../../text/language/language';
import { topicTitles } from './topics';

const paragraphs = (...texts: string[]): SourceBlock[] =>
  texts.map((text) => ({ type: 'paragraph', text, level: 0 }));
const same = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');

describe(topicTitles.name, () => {
  // pdf.js's chrome-text-selection-markedContent: an analyst's note, its sidebar heading read
  // before the column beside it.
  it('takes a key phrase from one line, never across lines or out of a parenthesis', () => {
    const blocks = paragraphs(
      'Guidance (New guidance)',
      'Kreate estimates that its revenue in 2025 will increase and be in the range of 290-310 MEUR.',
      'We reiterate our target price and recommendation for Kreate following the Q4 report.',
      'Kreate guidance points to growth, and Kreate revenue should rise with rail projects.',
    );
    const [title] = topicTitles([blocks], languageTools('en'));
    expect(title).not.toBe('');
    const spans = blocks.flatMap((block) => block.text.split(/[()]/)).map(same);
    expect(spans.some((span) => span.includes(same(title)))).toBe(true);
  });

  it('ends a key phrase on a word, not on the sign of the number after it', () => {
    const blocks = paragraphs(
      'Revenue moderated in the quarter, easing in engineering (Q4 revenue: - 23% y/y).',
      'Q4 revenue: - 5.9% to 75.5 MEUR, in line with Q4 revenue forecasts.',
    );
    const [title] = topicTitles([blocks], languageTools('en'));
    expect(title).toMatch(/[\p{L}\p{N}]$/u);
  });

  // tika's testMSChart-govdocs-428996.pptx: a slide's heading, alone on its line, names its topic.
  it('takes a line that names something as written for a key phrase', () => {
    const blocks = paragraphs(
      'Thin Film Partnership Subcontract Budgets',
      'Subcontract $$$ out the door has dropped 36%',
    );
    expect(topicTitles([blocks], languageTools('en'))).toEqual([
      'Thin Film Partnership Subcontract Budgets',
    ]);
  });

  it('takes no sentence for a naming line', () => {
    const [title] = topicTitles([paragraphs('This is some text')], languageTools('en'));
    expect(title).not.toMatch(/^Is\b/);
  });
});
