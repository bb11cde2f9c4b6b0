import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { TestStack } from '../../../gateway/test/support/stack';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const staticDir = `${root}frontend/dist`;

/** The operator values the legal pages show (the placeholder case is covered by unit tests). */
export const LEGAL_ENV = {
  SUPPORT_EMAIL: 'support@deckforge.test',
  LEGAL_GOVERNING_LAW: 'the State of Delaware',
  LEGAL_NEGOTIATION_DAYS: '30',
  LEGAL_ARBITRATION_SEAT: 'Wilmington, Delaware',
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    varDir: string;
  }
}

/**
 * Starts every service and the gateway (serving the built SPA) once for all browser tests,
 * in an isolated environment (own database, queues, Redis keys, mail outbox).
 */
export default async function setup(project: TestProject) {
  for (const built of [`${staticDir}/index.html`, `${root}gateway/dist/main.js`]) {
    if (!existsSync(built))
      throw new Error(`${built} is missing: build first (npx nx run-many -t build)`);
  }
  const stack = await TestStack.start({
    services: ['data', 'identity', 'storage', 'billing', 'presentation'],
    // The create-presentation journey needs a worker to render the deck.
    workers: 1,
    env: { STATIC_DIR: staticDir, ...LEGAL_ENV },
  });
  project.provide('baseUrl', stack.url);
  project.provide('varDir', stack.environment.varDir);
  return async () => {
    await stack.stop();
  };
}
