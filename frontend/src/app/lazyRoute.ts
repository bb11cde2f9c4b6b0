import type { ComponentType } from 'react';

/**
 * A route's page as its own chunk, loaded when the route is visited:
 * `lazy: lazyRoute(() => import('../features/news/NewsPage'), 'NewsPage')`. The same shape as
 * `lazyWithPreload` for parts of a page (docs/decisions.md, "Frontend layers").
 */
export const lazyRoute =
  <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async () => ({ Component: (await load())[name] });
