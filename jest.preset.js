// Shared jest setup: TypeScript through SWC (fast, keeps decorator metadata for Nest),
// workspace packages resolved to their sources so tests never run against a stale build.
const path = require('node:path');

/**
 * ESM-only packages that Jest (on Node < 24.9) cannot `require`; SWC compiles them to CommonJS
 * for tests. Node itself loads them natively (require(esm)), so this only concerns Jest.
 */
const ESM_PACKAGES = [
  'cookie',
  'content-disposition',
  // jose (access tokens: the gateway, and signedInUser() in tests)
  'jose',
  // file-type (magic bytes, storage) and its dependencies
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
  // marked (Markdown sources in the presentation's quality matrix)
  'marked',
  // htmlparser2 and its dependencies (HTML and Word sources read in the content-quality test)
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
];

/** @param {string} projectDir @param {import('jest').Config} [overrides] */
module.exports = (projectDir, overrides = {}) => ({
  rootDir: projectDir,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@deckforge/proto$': path.join(__dirname, 'proto/src/index.ts'),
    '^@deckforge/kit$': path.join(__dirname, 'services/kit/src/index.ts'),
    '^@deckforge/kit/testing$': path.join(__dirname, 'services/kit/src/testing/index.ts'),
    '^@deckforge/kit/zip$': path.join(__dirname, 'services/kit/src/zip/zip-guard.ts'),
    '^@deckforge/kit/office$': path.join(
      __dirname,
      'services/kit/src/office/libreoffice-renderer.ts',
    ),
    // Its Node entry is exported only under the `import`/`module-sync` conditions Jest does not use.
    '^file-type$': path.join(__dirname, 'node_modules/file-type/index.js'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  // Integration tests boot real apps against shared servers; on a busy 2-core machine (CI runs
  // two packages' tests at once) a boot with migrations can take well over Jest's default 5 s.
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  ...overrides,
});
