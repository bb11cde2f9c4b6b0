import { type MouseEvent, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToAnchor } from './anchors';

/**
 * Click handler for links to landing-page sections (`/#features`): on the landing page they
 * scroll smoothly (76 px clear of the header); elsewhere they go to the landing page, which then
 * scrolls to the hash. Modified clicks (new tab) keep the browser's behaviour.
 */
export function useAnchorNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string, after?: () => void) => (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      after?.();
      if (pathname === '/') {
        if (scrollToAnchor(id)) window.history.replaceState(window.history.state, '', `#${id}`);
      } else {
        void navigate({ pathname: '/', hash: `#${id}` });
      }
    },
    [navigate, pathname],
  );
}
