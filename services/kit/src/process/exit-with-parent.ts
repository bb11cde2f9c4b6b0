import type { Socket } from 'node:net';

/**
 * Preloaded (`node --require`) into the apps that tests and benchmarks start
 * (testing/spawn-app.ts), whose stdin is a pipe from the harness: end of file there means the
 * harness is gone — however it ended, SIGKILL included — and the app goes at once, taking its
 * tethered offices and tools with it (process/tether.ts). A signal rather than a shutdown: no one
 * is left to wait for a graceful one. Unreferenced, so an app that stops by itself still exits.
 */
const stdin = process.stdin as Socket;
stdin.on('end', () => process.kill(process.pid, 'SIGKILL'));
stdin.resume();
stdin.unref();
