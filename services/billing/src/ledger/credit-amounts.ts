import { HUNDREDTHS_PER_CREDIT, INITIAL_CREDITS } from '@deckforge/proto';

/** The free grant every new user gets, in the ledger's unit. */
export const WELCOME_GRANT_HUNDREDTHS = INITIAL_CREDITS * HUNDREDTHS_PER_CREDIT;

/** "12.50": hundredths of a credit as people read credits (integer arithmetic, no float noise). */
export function formatCredits(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const absolute = Math.abs(hundredths);
  const whole = Math.floor(absolute / HUNDREDTHS_PER_CREDIT);
  const fraction = String(absolute % HUNDREDTHS_PER_CREDIT).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "1 credit", "10 credits", "12.50 credits": for sentences people read. */
export function describeCredits(hundredths: number): string {
  if (hundredths === HUNDREDTHS_PER_CREDIT) return '1 credit';
  const text = formatCredits(hundredths);
  return `${text.endsWith('.00') ? text.slice(0, -3) : text} credits`;
}
