import fc from 'fast-check';
import {
  badFieldValue,
  badQueryValue,
  badString,
  huge,
  INJECTIONS,
  wellFormed,
} from './bad-values';

/** Generators of whole bad requests for the bad-input suite, and the property runner. */

type Input = Record<string, unknown>;

/** Any text as a cookie value a browser could send (percent-encoded, at most 300 characters: browsers keep cookies under 4 KB). */
export const cookieValue = (text: string) => encodeURIComponent(wellFormed(text.slice(0, 300)));

/**
 * Runs a property; on failure the report keeps each line short (counterexamples can hold
 * strings of hundreds of kilobytes) and names the seed to replay it with.
 */
export async function check(property: fc.IAsyncPropertyWithHooks<unknown[]>, numRuns: number) {
  const details = await fc.check(property, { numRuns });
  if (!details.failed) return;
  // Errors from fetch come from another realm than Jest's: describe them without instanceof.
  const error = details.errorInstance as { message?: unknown; cause?: unknown } | undefined;
  const cause = `${String(error?.message ?? error)} ${error?.cause ? String(error.cause) : ''}`;
  const report = `${fc.defaultReportMessage(details)}\nCause: ${cause}`
    .split('\n')
    .map((line) =>
      line.length > 400 ? `${line.slice(0, 400)}… (${line.length} characters)` : line,
    )
    .join('\n');
  throw new Error(report);
}

/** The valid input with one field (or one nested field) replaced by a bad value, or left out. */
export function mutationsOf(valid: Input, inBody: boolean): fc.Arbitrary<Input> {
  const paths = Object.entries(valid).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? [[key], ...Object.keys(value).map((inner) => [key, inner])]
      : [[key]],
  );
  const single = fc
    .record({
      path: fc.constantFrom(...paths),
      value: inBody ? badFieldValue() : badQueryValue(),
    })
    .map(({ path, value }) => {
      const copy = structuredClone(valid);
      const parent = path.length === 2 ? (copy[path[0]] as Input) : copy;
      parent[path[path.length - 1]] = value;
      return copy;
    });
  if (!inBody) return single;
  // Whole bodies of the wrong shape too: arrays, scalars, nested junk. Each as the wire carries
  // it, so that whether it must be refused is judged on what the server gets: a field whose
  // value is `undefined` is not sent at all ({"value": undefined} arrives as {}).
  return fc
    .oneof(
      { weight: 4, arbitrary: single },
      { weight: 1, arbitrary: fc.anything().map((value) => ({ value }) as Input) },
      { weight: 1, arbitrary: fc.constant({} as Input) },
    )
    .map((input) => JSON.parse(JSON.stringify(input)) as Input);
}

export function queryString(input: Input): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

export function malformedJson(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1)) + '{'),
    fc.constantFrom('{', '{"email":', "{'email': 'a@b.co'}", '{"a":1,}', '\u0000', '{"__proto__":'),
    fc.constantFrom(...INJECTIONS),
  );
}

/** Multipart bodies a browser would never send: no boundary, truncated, garbage, odd names. */
export function malformedMultipart(): fc.Arbitrary<{ contentType: string; body: Buffer }> {
  const boundary = 'deckforgeboundary';
  const part = (disposition: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
  return fc.oneof(
    fc.record({
      contentType: fc.constant('multipart/form-data'),
      body: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
    }),
    fc.record({
      contentType: fc.constant(`multipart/form-data; boundary=${boundary}`),
      body: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
    }),
    // A file part that never ends (no closing boundary).
    fc.record({
      contentType: fc.constant(`multipart/form-data; boundary=${boundary}`),
      body: badString().map((name) =>
        Buffer.from(part(`form-data; name="file"; filename="${name.slice(0, 200)}.md"`, '# x')),
      ),
    }),
    // Complete forms with names that try to escape, hide their type, or are not allowed at all.
    fc.record({
      contentType: fc.constant(`multipart/form-data; boundary=${boundary}`),
      body: fc
        .constantFrom(
          '../../../etc/passwd',
          '..\\..\\boot.ini',
          'evil.exe',
          'payload.sh',
          '\u202Egpj.exe',
          'noextension',
          '.md',
          huge(2_000, 'n') + '.exe',
        )
        .map((name) =>
          Buffer.from(
            part(`form-data; name="file"; filename="${name}"`, 'MZ\u0090\u0000 not a document') +
              `--${boundary}--\r\n`,
          ),
        ),
    }),
    // Only fields, no file.
    fc.record({
      contentType: fc.constant(`multipart/form-data; boundary=${boundary}`),
      body: badString().map((value) =>
        Buffer.from(
          part('form-data; name="category"', value.slice(0, 900)) + `--${boundary}--\r\n`,
        ),
      ),
    }),
  );
}
