/** The landing page's sections, in page order; each is reachable as `/#id`. */
export const LANDING_ANCHORS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'How it works' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const;
export type LandingAnchor = (typeof LANDING_ANCHORS)[number]['id'];

/** Height of the sticky header the anchors scroll clear of. */
export const ANCHOR_OFFSET_PX = 76;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Smooth-scrolls to a section so that it starts 76 px below the top (under the header), and
 * moves keyboard focus there so the next Tab continues from the section. False if not on the page.
 */
export function scrollToAnchor(
  id: string,
  { smooth = true, focus = true }: { smooth?: boolean; focus?: boolean } = {},
): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  if (focus) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  return true;
}
