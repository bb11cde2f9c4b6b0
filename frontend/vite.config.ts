import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes a .br and a .gz beside every text asset of the build, once, at the highest levels: the
 * gateway serves them to browsers that accept them (@fastify/static `preCompressed`), so no
 * request pays for compression and the landing page's JavaScript travels at a fifth of its size.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'deckforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            if ((await stat(path)).size < 1024) return;
            const content = await readFile(path);
            await writeFile(
              `${path}.br`,
              await brotli(content, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
              }),
            );
            await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
          }),
      );
    },
  };
}

const gateway = process.env.DECKFORGE_GATEWAY ?? 'http://localhost:3000';
const proto = fileURLToPath(new URL('../proto/src/index.ts', import.meta.url));
const protoDir = fileURLToPath(new URL('../proto/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // The contracts are shared as TypeScript source; Vite compiles them with the app.
    alias: { '@deckforge/proto': proto },
  },
  server: { port: 5173, proxy: { '/api': gateway } },
  build: {
    // Budget (docs/benchmarks.md): the landing page must be interactive with ≤ 250 KB gzip of
    // JavaScript; routes other than the landing page load their own chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // proto's modules only define contracts (constants, messages, zod schemas): those a
        // page does not use are left out of its chunks, and zod with them (the landing page
        // uses none of the schemas: zod alone was 89 KB of its critical JavaScript).
        moduleSideEffects: (id) => (id.startsWith(protoDir) ? false : undefined),
      },
      output: {
        advancedChunks: {
          // What every page needs, in one long-cached file instead of a dozen small ones (each
          // costs a round trip on a slow connection); MUI stays split per component, so pages
          // only fetch the components they use.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs|immer|reselect|redux-thunk|redux-persist|notistack|goober|clsx|@emotion|stylis|use-sync-external-store|hoist-non-react-statics|react-is|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // MUI's theme and styling engine, and the few components every page shows.
              name: 'mui-core',
              test: /node_modules[\\/]@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|internal|DefaultPropsProvider|Box|Typography|ButtonBase|Button|IconButton|SvgIcon|Container|Skeleton|Stack|useMediaQuery|CssBaseline|GlobalStyles|zero-styled))/,
            },
          ],
        },
      },
    },
    // Maps for analysis (bench/frontend), not advertised to browsers.
    sourcemap: 'hidden',
  },
  test: {
    // happy-dom rather than jsdom: the same DOM APIs for these tests at about a third less CPU
    // (MUI's emotion styles make jsdom's stylesheet cascade the cost of every render and query),
    // and media queries evaluated at the window's size (src/test/viewport.ts).
    environment: 'happy-dom',
    // Scripts from elsewhere (Google's sign-in) are not fetched; they load empty, as when
    // blocked, so the app sees a script without its API rather than a network error.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Test files share a worker's modules instead of importing MUI and the app afresh per file:
    // every test builds its own store, router and fake server answers (src/test/render.tsx),
    // and setup.ts resets what is global after each one.
    isolate: false,
    // Both cores: the unit tier's last minutes are this project alone.
    maxWorkers: 2,
    // MUI and Testing Library make DOM renders slow on a shared two-core machine: typing a
    // dialog's fields took over 20 s once while `npm test` ran every suite at once.
    testTimeout: 40_000,
    css: false,
    server: { deps: { inline: ['@mui/material', '@mui/icons-material'] } },
  },
});
