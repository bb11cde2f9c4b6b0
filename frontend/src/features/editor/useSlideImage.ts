import { useEffect, useState } from 'react';

/** How long to wait before asking again for a slide image that is not there yet. */
export const SLIDE_IMAGE_RETRY_MS = 2_000;
/** A fresh deck's images come within seconds; after this many tries the card stays. */
const TRIES = 60;

/**
 * A slide image that may not be drawn yet (a deck opened right after it was generated): until
 * it loads, `ready` is false and the address is asked again every couple of seconds.
 */
export function useSlideImage(src: string | undefined) {
  const [tries, setTries] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setTries(0);
    setReady(false);
  }, [src]);
  useEffect(() => {
    if (tries === 0 || tries > TRIES) return;
    const timer = window.setTimeout(() => setTries((count) => count + 1), SLIDE_IMAGE_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [tries]);
  return {
    src: src && tries > 0 ? `${src}&try=${tries}` : src,
    ready,
    onLoad: () => setReady(true),
    onError: () => setTries((count) => (count === 0 ? 1 : count)),
  };
}
