import { onTestFinished } from 'vitest';

/** The window's size in the tests' DOM (happy-dom evaluates media queries and MUI's breakpoints by it). */
interface Viewport {
  width: number;
  height: number;
}

const setViewport = (viewport: Viewport) =>
  (
    window as unknown as { happyDOM: { setViewport(viewport: Viewport): void } }
  ).happyDOM.setViewport(viewport);

/** Shows the page at a phone's width for the rest of the test; the next starts on a desktop's. */
export function atPhoneWidth(): void {
  setViewport({ width: 390, height: 844 });
  onTestFinished(() => setViewport({ width: 1024, height: 768 }));
}
