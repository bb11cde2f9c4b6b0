import { z } from 'zod';
import { ZodPipe } from './validated';

describe(ZodPipe.name, () => {
  const pipe = new ZodPipe(z.object({ userId: z.string().optional() }));

  it('reads a request without a body as an empty one', () => {
    expect(pipe.transform(undefined)).toEqual({});
  });

  it('refuses a JSON null, which is a body and not an object, as invalid input', () => {
    expect(() => pipe.transform(null)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});
