import { AppError } from '@deckforge/kit';
import { EditingMessages, ErrorCode } from '@deckforge/proto';
import { failureOf } from './generation.processor';
import { renderTooLong } from './render.sandbox';

describe(failureOf.name, () => {
  it('tells a render out of its time what to change, and that the deck is unchanged', () => {
    expect(failureOf(renderTooLong(), 'render')).toEqual({
      code: ErrorCode.Timeout,
      message: `${EditingMessages.tooSlow} Your deck is unchanged.`,
    });
  });

  it('tells a render the storage has no room for what to delete, for good', () => {
    const full = new AppError(
      ErrorCode.PayloadTooLarge,
      EditingMessages.storageFull(2, ['“a.png” (1 MB)']),
    );
    expect(failureOf(full, 'render')).toEqual({
      code: ErrorCode.PayloadTooLarge,
      message: `${EditingMessages.storageFull(2, ['“a.png” (1 MB)'])} Your deck is unchanged.`,
    });
  });

  it('keeps a timeout of a paid generation a failure to try again, not the person’s input', () => {
    const timeout = new AppError(ErrorCode.Timeout, 'storage did not answer in time');
    expect(failureOf(timeout, 'generation')).toEqual({
      code: ErrorCode.Unavailable,
      message:
        'The presentation could not be created. Your credits were not charged. Please try again.',
    });
  });
});
