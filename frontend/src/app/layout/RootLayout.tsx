import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { PaymentReturn } from '../../features/purchase/PaymentReturn';
import { PurchaseCreditsHost } from '../purchaseCredits';
import { SurveyHost } from '../survey';
import { scrollToAnchor } from './anchors';
import { Footer } from './Footer';
import { Header } from './Header';

/** How long a section reached by its address is kept in place while the page settles. */
const SETTLE_MS = 3000;

/**
 * After navigating to `/#section` from another page: scrolls there, and keeps it 76 px from the
 * top while content above it finishes loading (lazy sections, images) — until the person scrolls
 * or types themselves.
 */
function HashScroller() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let focused = false;
    const align = () => {
      if (scrollToAnchor(id, { smooth: false, focus: !focused })) focused = true;
    };
    const controller = new AbortController();
    const stop = () => controller.abort();
    for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.addEventListener(event, stop, { passive: true, signal: controller.signal });
    }
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => align()) : undefined;
    observer?.observe(document.body);
    align();
    const timer = window.setTimeout(stop, SETTLE_MS);
    controller.signal.addEventListener('abort', () => observer?.disconnect());
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [hash, key]);
  return null;
}

/** Every page: skip link, header, the route's content, footer. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 16,
          top: -60,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: '#fff',
          px: 2,
          py: 1,
          borderRadius: 2,
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 12 },
        }}
      >
        Skip to content
      </Box>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PurchaseCreditsHost>
          <SurveyHost>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </SurveyHost>
        </PurchaseCreditsHost>
      </Box>
      <Footer />
      <ScrollRestoration />
      <HashScroller />
      <PaymentReturn />
    </Box>
  );
}
