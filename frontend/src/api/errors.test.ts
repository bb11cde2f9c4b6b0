import { Messages } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { displayMessage, NETWORK_ERROR_MESSAGE, toApiFailure } from './errors';

describe('toApiFailure', () => {
  it('takes the server message and its requestCode', () => {
    const error = new ApiError('HTTP 410', 'http', 410, {
      message: 'This code has expired',
      requestCode: 'NEW_VERIFICATION_CODE',
    });
    expect(toApiFailure(error, 'verifying')).toEqual({
      message: 'This code has expired',
      requestCode: 'NEW_VERIFICATION_CODE',
      status: 410,
    });
  });

  it("says 'An unexpected error occurred' for an error answer without a message", () => {
    expect(
      toApiFailure(new ApiError('HTTP 502', 'http', 502, '<html>Bad gateway</html>'), 'x'),
    ).toEqual({
      message: Messages.unexpectedError,
      status: 502,
    });
  });

  it('explains an unreachable server', () => {
    expect(toApiFailure(new ApiError('Failed to fetch', 'network'), 'x')).toEqual({
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("reports anything else as 'An unknown error occurred while {action}'", () => {
    expect(toApiFailure(new TypeError('undefined is not a function'), 'logging in')).toEqual({
      message: 'An unknown error occurred while logging in',
    });
  });

  it('never displays an empty message', () => {
    expect(displayMessage({ message: '' })).toBe('An unexpected error occurred');
    expect(displayMessage(undefined)).toBe('An unexpected error occurred');
    expect(displayMessage({ message: 'Nope' })).toBe('Nope');
  });
});
