/**
 * Retries `check` until it stops throwing (or resolves), for at most `timeoutMs`: for effects
 * that happen asynchronously (an event consumed, a reconnection). Rethrows the last failure.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
