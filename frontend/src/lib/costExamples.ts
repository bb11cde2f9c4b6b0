import {
  DEFAULT_TOKEN_LIMIT,
  INITIAL_CREDITS,
  requiredCredits,
  TOKENS_PER_CREDIT,
} from '@deckforge/proto';

/**
 * Tokens in one A4 page of running text, as the product counts them: an 18-page paper counted
 * about 17,400 tokens (87 credits), so a page is close to 950 (issue 30). The pricing copy is
 * computed from this and the real price, never a round promise the count then breaks.
 */
const TOKENS_PER_TEXT_PAGE = 950;

export interface CostExample {
  label: string;
  tokens: number;
  /** What the count would charge, two decimals. */
  credits: number;
}

const example = (label: string, pages: number): CostExample => {
  const tokens = pages * TOKENS_PER_TEXT_PAGE;
  return { label, tokens, credits: requiredCredits(tokens) };
};

/** Typical material, small to as much as one deck takes. */
export const COST_EXAMPLES: CostExample[] = [
  example('A one-page memo', 1),
  example('A 5-page report', 5),
  example('An 18-page research paper', 18),
];

/** Whole pages of running text that `credits` cover. */
export const pagesCovered = (credits: number) =>
  Math.floor((credits * TOKENS_PER_CREDIT) / TOKENS_PER_TEXT_PAGE);

/** About how many pages one deck may be made from (the token limit per deck). */
export const PAGES_PER_DECK = Math.floor(DEFAULT_TOKEN_LIMIT / TOKENS_PER_TEXT_PAGE);

/** "about 2 pages of text" for the free credits. */
export const FREE_PAGES = pagesCovered(INITIAL_CREDITS);

/** Credits a page of running text takes, rounded for a sentence ("about 5 credits"). */
export const CREDITS_PER_PAGE = Math.round(TOKENS_PER_TEXT_PAGE / TOKENS_PER_CREDIT);
