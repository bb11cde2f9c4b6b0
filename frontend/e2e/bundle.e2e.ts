import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** docs/benchmarks.md, "Frontend": the landing page is interactive with ≤ 250 KB gzip of JS. */
const BUDGET_GZIP_BYTES = 250 * 1024;

/** The entry script and its modulepreloads: what index.html makes the browser fetch at once. */
const critical = () =>
  [...readFileSync(`${dist}index.html`, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)]
    .map((match) => match[1])
    .map((file) => ({ file, content: readFileSync(`${dist}${file}`) }));

describe('the landing page’s JavaScript', () => {
  it('stays within its budget, with room to spare', () => {
    const gzip = critical().reduce(
      (sum, { content }) => sum + gzipSync(content, { level: 9 }).length,
      0,
    );
    expect(gzip).toBeLessThan(BUDGET_GZIP_BYTES * 0.9);
  });

  it('holds none of the contracts’ schemas (zod comes with the forms that use it)', () => {
    // Every chunk has its (hidden) source map but the bundler's few-line runtime.
    const sources = critical().flatMap(({ file }) => {
      if (!existsSync(`${dist}${file}.map`)) return [];
      const map = JSON.parse(readFileSync(`${dist}${file}.map`, 'utf8')) as { sources: string[] };
      return map.sources;
    });
    expect(sources.filter((source) => /node_modules\/zod\//.test(source))).toEqual([]);
  });
});
