import { useEffect, useState } from 'react';

/** How long to wait before asking again for a slide image that is not there yet. */
const SLIDE_IMAGE_RETRY_MS = 2_000;
/** A fresh deck's images come within seconds; after this many tries the card stays. */
const TRIES = 60;

/**
 * A slide image that may not be drawn yet (a deck opened right after it was generated): until
 * it loads, `ready` is false and the address is asked again every couple of seconds.
 */
export function useSlideImage(src: string | undefined) {
  // Kept per address: another slide (or version) starts afresh.
  const [state, setState] = useState({ for: src, tries: 0, ready: false });
  const current = state.for === src ? state : { for: src, tries: 0, ready: false };
  const { tries } = current;
  useEffect(() => {
    if (tries === 0 || tries > TRIES) return;
    const timer = window.setTimeout(
      () => setState({ ...current, tries: tries + 1 }),
      SLIDE_IMAGE_RETRY_MS,
    );
    return () => window.clearTimeout(timer);
  });
  return {
    src: src && tries > 0 ? `${src}&try=${tries}` : src,
    ready: current.ready,
    onLoad: () => setState({ ...current, ready: true }),
    onError: () => setState({ ...current, tries: Math.max(1, tries) }),
  };
}
