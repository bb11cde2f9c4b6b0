import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk now (idempotent). */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a way to start the download early: below-the-fold sections and dialogs stay out
 * of the landing page's critical JavaScript, yet are usually loaded before anyone needs them.
 */
export function lazyWithPreload<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

/** Runs `work` when the browser is idle after the page has loaded (or soon, where unsupported). */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
