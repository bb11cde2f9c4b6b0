import { describe, expect, it } from 'vitest';
import {
  COST_EXAMPLES,
  CREDITS_PER_PAGE,
  FREE_PAGES,
  PAGES_PER_DECK,
  pagesCovered,
} from './costExamples';

describe('pricing examples', () => {
  it('charge what the token count charges: an 18-page paper is about 87 credits', () => {
    const paper = COST_EXAMPLES.find((entry) => entry.label.includes('18-page'));
    expect(paper?.credits).toBeGreaterThan(80);
    expect(paper?.credits).toBeLessThan(90);
    expect(COST_EXAMPLES[0]).toEqual({ label: 'A one-page memo', tokens: 950, credits: 4.75 });
  });

  it('say honestly what the free credits and one deck cover', () => {
    expect(FREE_PAGES).toBe(2);
    expect(pagesCovered(87)).toBe(18);
    expect(PAGES_PER_DECK).toBe(21);
    expect(CREDITS_PER_PAGE).toBe(5);
    // Every example can be made into one deck.
    for (const entry of COST_EXAMPLES) expect(entry.tokens).toBeLessThanOrEqual(20_000);
  });
});
