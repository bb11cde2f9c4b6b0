import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * The one way to split code off a screen (docs/decisions.md, "Frontend layers"): a module's named
 * export, loaded on first render. Routes use `lazyRoute` (app/lazyRoute.ts), which does the same
 * for a page. No module has a default export.
 */
// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the chunk now (idempotent). */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy of `load()`'s export `name`, with a way to start the download early: below-the-fold
 * sections and dialogs stay out of the landing page's critical JavaScript, yet are usually loaded
 * before anyone needs them.
 */
export function lazyWithPreload<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableComponent<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  const once = () => (loading ??= load().then((module) => ({ default: module[name] })));
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
