import { AppError } from '@deckforge/kit';
import { SANDBOX_CARDS } from '@deckforge/proto';

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** What the sandbox does with a well-formed card: Stripe's test-mode behaviour. */
export type CardVerdict = 'approved' | 'declined' | 'not-a-test-card';

/**
 * Checks a card the way a card form does (digits, Luhn checksum, a month that has not ended,
 * a 3–4 digit CVC) and says how the sandbox treats it. Malformed input is VALIDATION with
 * Stripe's wording; only the sandbox's test cards (proto's billing contract) mean anything.
 */
export function checkTestCard(card: CardDetails, today: Date): CardVerdict {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number)) throw AppError.validation('Your card number is invalid.');
  if (number.length < 13) throw AppError.validation('Your card number is incomplete.');
  if (number.length > 19 || !passesLuhn(number)) {
    throw AppError.validation('Your card number is invalid.');
  }
  checkExpiry(card.expiry, today);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    throw AppError.validation("Your card's security code is incomplete.");
  }
  if (number === SANDBOX_CARDS.success) return 'approved';
  if (number === SANDBOX_CARDS.declined) return 'declined';
  return 'not-a-test-card';
}

/**
 * The ways people type an expiry: "MM / YY", "MM/YY", "MM/YYYY", "MM-YY" and the bare digits
 * "MMYY" / "MMYYYY" (the page has no script to put the "/" in for them). A card is good until
 * the end of its month.
 */
function checkExpiry(expiry: string, today: Date) {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) throw AppError.validation("Your card's expiration date is incomplete.");
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) {
    throw AppError.validation("Your card's expiration month is invalid.");
  }
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) {
    throw AppError.validation("Your card's expiration date is in the past.");
  }
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
