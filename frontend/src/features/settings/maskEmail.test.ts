import { describe, expect, it } from 'vitest';
import { maskEmail } from './maskEmail';

describe('maskEmail (Settings)', () => {
  it('keeps the first letter, five asterisks, the letter before the at-sign and the domain', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('a*****e@example.com');
    expect(maskEmail('bo@x.io')).toBe('b*****o@x.io');
  });

  it('leaves addresses shorter than 6 characters or without an at-sign unmasked', () => {
    expect(maskEmail('a@b.c')).toBe('a@b.c');
    expect(maskEmail('not-an-address')).toBe('not-an-address');
    expect(maskEmail('')).toBe('');
  });
});
