import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { Logo } from '../../components/Logo';
import { useAppSelector } from '../hooks';
import { brand } from '../theme/palette';
import { LANDING_ANCHORS } from './anchors';
import { useAnchorNavigation } from './useAnchorNavigation';

// Menus and the drawer are modal: their code loads when first needed (or when signed in).
const AccountMenu = lazyWithPreload(() => import('../../features/user/AccountMenu'), 'AccountMenu');
const SectionDrawer = lazyWithPreload(() => import('./SectionDrawer'), 'SectionDrawer');

/** Sticky header on every page: brand, section links, and the account area. */
export function Header() {
  const isAuthenticated = useAppSelector((state) => state.user.isAuthenticated);
  const toAnchor = useAnchorNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: 'rgba(255,255,255,0.86)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: `1px solid ${brand.slate200}`,
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 76 }, gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label="Deckforge home"
            sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1, mr: 2 }}
          >
            <Logo />
          </Box>

          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}
          >
            {LANDING_ANCHORS.map(({ id, label }) => (
              <Button
                key={id}
                href={`/#${id}`}
                onClick={toAnchor(id)}
                color="inherit"
                sx={{
                  color: 'text.secondary',
                  fontWeight: 500,
                  '&:hover': { color: 'text.primary' },
                }}
              >
                {label}
              </Button>
            ))}
          </Box>

          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
            {isAuthenticated ? (
              <>
                {/* On phones the workspace link lives in the menu drawer: the bar is too narrow. */}
                <Button
                  component={RouterLink}
                  to="/workspace"
                  variant="contained"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  Workspace
                </Button>
                <Suspense fallback={<Skeleton variant="circular" width={46} height={46} />}>
                  <AccountMenu />
                </Suspense>
              </>
            ) : (
              <Button component={RouterLink} to="/login" variant="outlined" color="primary">
                Login
              </Button>
            )}
            <IconButton
              aria-label="Open the section menu"
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={() => void SectionDrawer.preload()}
              onFocus={() => void SectionDrawer.preload()}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>

      {drawerOpen && (
        <Suspense fallback={null}>
          <SectionDrawer open={drawerOpen} onClose={closeDrawer} signedIn={isAuthenticated} />
        </Suspense>
      )}
    </AppBar>
  );
}
