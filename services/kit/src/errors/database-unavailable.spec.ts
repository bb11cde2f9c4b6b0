import { isDatabaseUnavailable } from './database-unavailable';

describe(isDatabaseUnavailable.name, () => {
  it('recognises a restarting or unreachable PostgreSQL, directly or wrapped by TypeORM', () => {
    const dropped = new Error('Connection terminated unexpectedly');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const wrapped = Object.assign(new Error('query failed'), { driverError: shutdown });
    for (const error of [dropped, refused, shutdown, wrapped])
      expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves real defects and refusals alone', () => {
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    for (const error of [new TypeError('x is undefined'), uniqueViolation, 'text', null])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
