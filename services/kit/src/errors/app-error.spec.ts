import { ErrorCode, Messages } from '@deckforge/proto';
import { z } from 'zod';
import { AppError } from './app-error';
import { parseOrThrow } from './validation';

describe(AppError.name, () => {
  it('survives the trip over RabbitMQ as a payload', () => {
    const sut = new AppError(ErrorCode.Validation, 'The code expired', {
      requestCode: 'NEW_VERIFICATION_CODE',
    });
    const rebuilt = AppError.fromPayload(JSON.parse(JSON.stringify(sut.toPayload())));
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt).toMatchObject({
      code: ErrorCode.Validation,
      message: 'The code expired',
      requestCode: 'NEW_VERIFICATION_CODE',
    });
  });

  it('treats anything unrecognised as internal, with the generic message', () => {
    for (const payload of ['boom', { message: 'x' }, { code: 'NOPE', message: 'x' }, null]) {
      expect(AppError.fromPayload(payload)).toMatchObject({
        code: ErrorCode.Internal,
        message: Messages.unexpectedError,
      });
    }
  });
});

describe(parseOrThrow.name, () => {
  const schema = z
    .object({ email: z.string({ error: 'Email is required' }), age: z.number() })
    .strict();

  it('uses a message written for people as it is', () => {
    expect(() => parseOrThrow(schema, { age: 1 })).toThrow('Email is required');
  });

  it("prefixes zod's generic messages with the field", () => {
    expect(() => parseOrThrow(schema, { email: 'a', age: 'old' })).toThrow(/^age: Invalid input/);
  });

  it('names unknown fields', () => {
    expect(() => parseOrThrow(schema, { email: 'a', age: 1, admin: true })).toThrow(
      'Unknown field: admin',
    );
  });
});
