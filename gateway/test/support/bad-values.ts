import fc from 'fast-check';

/** Strings attackers try first: SQL, NoSQL, script, path, template and header injection. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'a\r\nSet-Cookie: df_access=forged',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
];

/** Text that breaks naive handling: right-to-left marks, combining marks, emoji, lone surrogates. */
const UNICODE_SAMPLES = [
  '\u202Egnp.exe',
  'Z\u0351\u0352\u0353a\u0354\u0355l\u0356g\u0357o',
  '👩‍👩‍👧‍👦🎉',
  '\uD800',
  '\uFEFF',
  'ｆｕｌｌｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'İstanbul ß ǅ',
  '\u0000\u0001\u0002\u001f',
  '\u2028\u2029',
];

/** A string of `length` characters (default far above every field's limit). */
export const huge = (length = 200_000, unit = 'A') => unit.repeat(Math.ceil(length / unit.length));

/** Any string an attacker might send in a text position. */
export const badString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...INJECTIONS),
    fc.constantFrom(...UNICODE_SAMPLES),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.string({ unit: 'grapheme', maxLength: 64 }),
    fc.constantFrom(huge(5_000), huge(20_000, '💥')),
  );

/** Values of the wrong JSON type for any field. */
const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    fc.constant({ __proto__: { admin: true } }),
  );

/** Anything in a field: wrong types, bad strings, or the field left out (undefined). */
export const badFieldValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(wrongType(), badString(), fc.constant(undefined));

/** Query-string values: Fastify hands them over as strings, or arrays when repeated. */
export const badQueryValue = (): fc.Arbitrary<string | string[] | undefined> =>
  fc.oneof(
    badString().map((text) => text.slice(0, 6_000)),
    fc.array(fc.constantFrom(...INJECTIONS), { minLength: 2, maxLength: 3 }),
    fc.constant(''),
    fc.constant(undefined),
  );

/** Forged or broken access tokens: each must be refused as if there were none. */
export function forgedTokens(validToken: string): string[] {
  const [header, payload, signature] = validToken.split('.');
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return [
    'garbage',
    '',
    'a.b.c',
    huge(3_000, 'x'),
    `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    `${header}.${encode({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
    `${header}.${encode({ ...claims, exp: Math.floor(Date.now() / 1000) + 86_400 * 365 })}.${signature}`,
    `${encode({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
    `${header}.${payload}.${signature.slice(0, -2)}xx`,
    `${header}.${payload}`,
    `${encode({ alg: 'RS256', typ: 'JWT' })}.${payload}.${signature}`,
  ];
}

/** Half of a UTF-16 pair on its own: no URL or cookie can carry it (clients send U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
