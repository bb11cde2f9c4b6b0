/** Masked characters between the first letter and the letter before the at-sign. */
const MASK = '*****';
/** Shorter addresses are shown as they are (there is nothing to hide behind five stars). */
const MIN_MASKED_LENGTH = 6;

/**
 * Settings shows the address masked: first letter, five asterisks, the letter before the at-sign,
 * then the domain — ada.lovelace@example.com → a*****e@example.com. Unmasked when shorter than 6
 * characters or without an at-sign.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (email.length < MIN_MASKED_LENGTH || at < 1) return email;
  return `${email[0]}${MASK}${email[at - 1]}${email.slice(at)}`;
}
