import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.DECKFORGE_GATEWAY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The contracts are shared as TypeScript source; Vite compiles them with the app.
    alias: { '@deckforge/proto': fileURLToPath(new URL('../proto/src/index.ts', import.meta.url)) },
  },
  server: { port: 5173, proxy: { '/api': gateway } },
  test: { environment: 'jsdom', globals: false },
});
