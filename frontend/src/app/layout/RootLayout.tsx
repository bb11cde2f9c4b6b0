import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { scrollToAnchor } from './anchors';
import { Footer } from './Footer';
import { Header } from './Header';

/** Scrolls to `#section` after navigating to a page with a hash (e.g. /#pricing from /news). */
function HashScroller() {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // The target may render a frame later (lazy content): try again briefly.
    let attempts = 0;
    const timer = window.setInterval(() => {
      if (scrollToAnchor(id) || ++attempts > 20) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [hash, pathname, key]);
  return null;
}

/** Every page: skip link, header, the route's content, footer (spec section 2). */
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
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
      <HashScroller />
    </Box>
  );
}
