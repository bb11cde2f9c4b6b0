import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.DECKFORGE_GATEWAY ?? 'http://localhost:3000';
const proto = fileURLToPath(new URL('../proto/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contracts are shared as TypeScript source; Vite compiles them with the app.
    alias: { '@deckforge/proto': proto },
  },
  server: { port: 5173, proxy: { '/api': gateway } },
  build: {
    // Budget (docs/benchmarks.md): the landing page must be interactive with ≤ 250 KB gzip of
    // JavaScript; routes other than the landing page load their own chunks.
    chunkSizeWarningLimit: 600,
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // MUI and Testing Library make jsdom renders slow on a shared two-core machine.
    testTimeout: 20_000,
    css: false,
    server: { deps: { inline: ['@mui/material', '@mui/icons-material'] } },
  },
});
