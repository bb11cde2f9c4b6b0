import { describe, expect, it } from 'vitest';
import {
  collectErrors,
  hasErrors,
  isCompleteCode,
  validateConfirmation,
  validateEmail,
  validateMessage,
  validateName,
  validatePassword,
  validateTerms,
} from './validation';

const RULES =
  'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.';

describe('field rules', () => {
  it('e-mail: required, then the form something@domain.tld', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(validateEmail('ada')).toBe('Invalid email format');
    expect(validateEmail('ada@example')).toBe('Invalid email format');
    expect(validateEmail('ada @example.com')).toBe('Invalid email format');
    expect(validateEmail(' Ada@Example.com ')).toBeUndefined();
  });

  it('name and message: required and not blank', () => {
    expect(validateName('')).toBe('Name is required');
    expect(validateName('   ')).toBe('Name is required');
    expect(validateName('Ada')).toBeUndefined();
    expect(validateMessage('  ')).toBe('Message is required');
    expect(validateMessage('Hello')).toBeUndefined();
  });

  it('password: 8+ characters with lower, upper, digit and any character that is not a letter or digit', () => {
    for (const weak of ['', 'Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12'])
      expect(validatePassword(weak), weak).toBe(RULES);
    for (const strong of [
      'Secret1!',
      'aB3$aaaa',
      'Zz9^zzzzzz',
      'Pa55word&',
      'Corr3ct-Horse#Battery',
      'Has space1',
      'Hash#tag1a',
    ])
      expect(validatePassword(strong), strong).toBeUndefined();
  });

  it('confirmation must match; terms must be accepted', () => {
    expect(validateConfirmation('Secret1!', 'Secret1?')).toBe('Passwords do not match');
    expect(validateConfirmation('Secret1!', 'Secret1!')).toBeUndefined();
    expect(validateTerms(false)).toBe(
      'You must agree to the Terms & Conditions and Privacy Notice.',
    );
    expect(validateTerms(true)).toBeUndefined();
  });

  it('a verification code is six digits', () => {
    expect(isCompleteCode(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteCode(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', '4', '5', 'x'])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', '4', '5'])).toBe(false);
  });

  it('collects every problem of a form at once', () => {
    const errors = collectErrors({
      name: () => validateName(''),
      email: () => validateEmail('a@b.co'),
    });
    expect(errors).toEqual({ name: 'Name is required' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});
