import { ErrorCode } from '@deckforge/proto';
import { checkTestCard } from './test-card';

describe(checkTestCard.name, () => {
  const today = new Date('2026-11-15T12:00:00Z');
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  it('approves the success test card in any spelling', () => {
    expect(checkTestCard(card, today)).toBe('approved');
    expect(checkTestCard({ ...card, cardNumber: '4242-4242-4242-4242' }, today)).toBe('approved');
    expect(checkTestCard({ ...card, expiry: '11/2026', cvc: '9876' }, today)).toBe('approved');
  });

  it.each(['1230', '12/30', '12 / 2030', '122030', '12-30', ' 1 / 27 ', '0127'])(
    'reads the expiry %j as people type it',
    (expiry) => {
      expect(checkTestCard({ ...card, expiry }, today)).toBe('approved');
    },
  );

  it('declines the decline test card', () => {
    expect(checkTestCard({ ...card, cardNumber: '4000 0000 0000 0002' }, today)).toBe('declined');
  });

  it('tells any other valid number apart from the test cards', () => {
    expect(checkTestCard({ ...card, cardNumber: '5555 5555 5555 4444' }, today)).toBe(
      'not-a-test-card',
    );
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
    [{ cardNumber: '4242 abcd 4242 4242' }, 'Your card number is invalid.'],
    [{ expiry: '10 / 26' }, "Your card's expiration date is in the past."],
    [{ expiry: '13 / 30' }, "Your card's expiration month is invalid."],
    [{ expiry: '1330' }, "Your card's expiration month is invalid."],
    [{ expiry: '12/3' }, "Your card's expiration date is incomplete."],
    [{ expiry: '1025' }, "Your card's expiration date is in the past."],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => checkTestCard({ ...card, ...change }, today)).toThrow(
      expect.objectContaining({ code: ErrorCode.Validation, message }),
    );
  });
});
