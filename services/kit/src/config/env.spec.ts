import { z } from 'zod';
import { ConfigurationError, envBool, envInt, envList, loadConfig } from './env';

describe(loadConfig.name, () => {
  const schema = z.object({
    DATABASE_URL: z.string().url(),
    PORT: envInt(3000),
    VERBOSE: envBool(false),
    ORIGINS: envList(['http://a']),
  });

  it('applies defaults and parses typed values', () => {
    expect(
      loadConfig(schema, {
        DATABASE_URL: 'postgres://x/y',
        PORT: '8080',
        VERBOSE: 'true',
        ORIGINS: 'http://a, http://b',
      }),
    ).toEqual({
      DATABASE_URL: 'postgres://x/y',
      PORT: 8080,
      VERBOSE: true,
      ORIGINS: ['http://a', 'http://b'],
    });
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      PORT: 3000,
      VERBOSE: false,
      ORIGINS: ['http://a'],
    });
  });

  it('names a missing variable, treating an empty one as missing', () => {
    expect(() => loadConfig(schema, {})).toThrow(
      new ConfigurationError('Missing environment variable: DATABASE_URL'),
    );
    expect(() => loadConfig(schema, { DATABASE_URL: '' })).toThrow(
      'Missing environment variable: DATABASE_URL',
    );
  });

  it('names a malformed variable and says what is wrong', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: 'postgres://x/y', PORT: 'eighty' })).toThrow(
      /^Invalid environment variable PORT: /,
    );
  });
});
