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

/** Sets the integration and system tiers' time per test. */
const SLOW_TIERS = path.join(__dirname, 'jest.slow-tiers.js');

/**
 * The test tiers (docs/architecture.md, "Tests"), one Jest project each, so that `npx jest <file>`
 * runs any test and `jest --selectProjects <tier>` one tier (the Nx targets `test`,
 * `test-integration` and `test-system`):
 * - unit: the specs beside the sources in `src`, no servers, no build, Jest's default 5 s per test;
 * - integration: `test/integration`, the real PostgreSQL, RabbitMQ and Redis, LibreOffice and the
 *   built apps;
 * - system: `test/faults` and `test/hardening`, whole stacks attacked or broken on purpose.
 * `tiers` replaces a tier's file patterns (a project whose static checks live in `test/`).
 * @param {string} projectDir @param {{ [tier: string]: string[] }} [tiers]
 */
module.exports = (projectDir, tiers = {}) => {
  /** @type {import('jest').Config} */
  const common = {
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
      '^@deckforge/kit/process$': path.join(__dirname, 'services/kit/src/process/tether.ts'),
      // Its Node entry is exported only under the `import`/`module-sync` conditions Jest does not use.
      '^file-type$': path.join(__dirname, 'node_modules/file-type/index.js'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  };
  return {
    projects: [
      {
        ...common,
        displayName: 'unit',
        testMatch: tiers.unit ?? ['<rootDir>/src/**/*.spec.ts'],
      },
      {
        ...common,
        displayName: 'integration',
        testMatch: tiers.integration ?? ['<rootDir>/test/integration/**/*.spec.ts'],
        setupFilesAfterEnv: [SLOW_TIERS],
      },
      {
        ...common,
        displayName: 'system',
        testMatch: tiers.system ?? [
          '<rootDir>/test/faults/**/*.spec.ts',
          '<rootDir>/test/hardening/**/*.spec.ts',
        ],
        setupFilesAfterEnv: [SLOW_TIERS],
      },
    ],
  };
};
