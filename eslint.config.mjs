// One lint configuration for the whole workspace: typescript-eslint's recommended rules,
// formatting left to Prettier.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The presentation engine's stages, in the order data flows (docs/architecture.md, "Generation"):
 * a stage imports only the stages before it, and another stage only through its index.ts.
 */
const ENGINE = 'services/presentation/src/engine';
const STAGES = ['extract', 'plan', 'template', 'layout', 'fit', 'draw', 'package', 'preview'];
const THROUGH_INDEX =
  'Import a stage only through its index.ts (docs/architecture.md, "Generation").';
const engineStages = STAGES.map((stage, at) => ({
  files: [`${ENGINE}/${stage}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${STAGES.filter((other) => other !== stage).join('|')})/.`,
            message: THROUGH_INDEX,
          },
          ...(at + 1 < STAGES.length
            ? [
                {
                  regex: `(^|/)(${STAGES.slice(at + 1).join('|')})$`,
                  message: `${stage} imports only the stages before it (docs/architecture.md, "Generation").`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

/** The most parameters a function takes; beyond it they want an object or a class of their own. */
const MAX_PARAMS = 6;

/**
 * ESLint's `max-params`, except for constructors whose every parameter is a parameter property
 * (`private readonly x: X`): those declare fields — what a Nest injectable is given, what a test
 * harness holds — not a call anybody writes out by hand.
 */
const maxParams = {
  meta: {
    type: 'suggestion',
    schema: [{ type: 'integer', minimum: 0 }],
    messages: { tooMany: '{{count}} parameters; at most {{max}} (pass an object instead).' },
  },
  create(context) {
    const [max] = context.options;
    const check = (node) => {
      const holder =
        node.parent?.type === 'MethodDefinition' &&
        node.parent.kind === 'constructor' &&
        node.params.every((param) => param.type === 'TSParameterProperty');
      if (!holder && node.params.length > max)
        context.report({ node, messageId: 'tooMany', data: { count: node.params.length, max } });
    };
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'var/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    // Nest injects by the constructor's parameter types, which decorator metadata keeps at run
    // time: tell the type-import rule so it never turns those into `import type`.
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    plugins: { deckforge: { rules: { 'max-params': maxParams } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Files stay small (the house style): code counts, not blank lines or comments.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'deckforge/max-params': ['error', MAX_PARAMS],
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Code around the engine (the worker, the API, tests, the quality checker) uses its doors.
    files: ['services/presentation/{src,test}/**/*.ts'],
    ignores: [`${ENGINE}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)engine/[^/]+/.', message: THROUGH_INDEX }] },
      ],
    },
  },
  ...engineStages,
  {
    // A spec reads as the story of one feature; its fixtures and cases make it longer.
    files: ['**/*.spec.ts', '**/*.test.{ts,tsx}', '**/test/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The SPA: the rules of hooks (and the React Compiler's checks) keep components correct.
    files: ['frontend/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The SPA's layers (docs/decisions.md, "Frontend layers"): a feature imports app/, api/,
    // lib/, components/ and itself, never another feature — what several features share moves
    // down a layer, and pages that combine features live in app/pages/.
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../<other feature>/…`; `../../<layer>/…` stays allowed.
              regex: '^\\.\\./(?!\\.\\.?/)[^/]+/',
              message:
                'Features do not import each other: move the shared part to lib/, api/, components/ or app/ (docs/decisions.md, "Frontend layers").',
            },
            {
              regex: '(^|/)features/',
              message: 'Features do not import each other (docs/decisions.md, "Frontend layers").',
            },
          ],
        },
      ],
      // The same for code split off with import(), which the rule above does not see.
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`ImportExpression[source.value=/^\.\.\/(?!\.\.\/)[^\/]+\//]`,
          message: 'Features do not import each other (docs/decisions.md, "Frontend layers").',
        },
      ],
    },
  },
  {
    // Shared layers never reach up into a feature.
    files: ['frontend/src/{api,lib,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message:
                'lib/, api/ and components/ are shared by features and never import one (docs/decisions.md, "Frontend layers").',
            },
          ],
        },
      ],
    },
  },
  {
    // Node scripts and browser tests of the SPA.
    files: ['frontend/e2e/**', 'frontend/scripts/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        // page.evaluate() callbacks run in the browser.
        document: 'readonly',
        window: 'readonly',
      },
    },
    rules: { 'no-console': 'off' },
  },
);
