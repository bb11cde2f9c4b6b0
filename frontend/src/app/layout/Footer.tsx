import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { brand } from '../theme/palette';
import { SOCIAL_LINKS } from './social';
import { useAnchorNavigation } from './useAnchorNavigation';

const footerLink = {
  color: brand.slate300,
  fontWeight: 400,
  '&:hover': { color: '#fff' },
  '&:focus-visible': { outline: `3px solid ${brand.ember400}`, outlineOffset: 2 },
} as const;

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography
        component="h2"
        variant="overline"
        sx={{ color: '#fff', display: 'block', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** Footer on every page: brand, product/company/legal links, social profiles, copyright. */
export function Footer() {
  const toAnchor = useAnchorNavigation();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: brand.indigo900, color: brand.slate300, mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 360, color: brand.slate300 }}>
              Your documents, images, audio and video, turned into finished PowerPoint decks in the
              template you choose.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 3, ml: -1 }}>
              {SOCIAL_LINKS.map(({ name, href, Icon }) => (
                <IconButton
                  key={name}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Deckforge on ${name} (opens in a new tab)`}
                  sx={{
                    color: brand.slate300,
                    '&:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
                    '&.Mui-focusVisible': { outline: `3px solid ${brand.ember400}` },
                  }}
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2.33 }}>
            <Column title="Product">
              {(['features', 'pricing', 'faq'] as const).map((id) => (
                <li key={id}>
                  <Link href={`/#${id}`} onClick={toAnchor(id)} sx={footerLink}>
                    {id === 'faq' ? 'FAQ' : id.charAt(0).toUpperCase() + id.slice(1)}
                  </Link>
                </li>
              ))}
            </Column>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2.33 }}>
            <Column title="Company">
              <li>
                <Link component={RouterLink} to="/news" sx={footerLink}>
                  News
                </Link>
              </li>
              <li>
                <Link href="/#contact" onClick={toAnchor('contact')} sx={footerLink}>
                  Contact
                </Link>
              </li>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2.33 }}>
            <Column title="Legal">
              <li>
                <Link component={RouterLink} to="/conditions" sx={footerLink}>
                  Terms &amp; Conditions
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/privacy" sx={footerLink}>
                  Privacy Notice
                </Link>
              </li>
            </Column>
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: { xs: 5, md: 7 },
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.12)',
            fontSize: '0.875rem',
          }}
        >
          © {year} Deckforge. All rights reserved.
        </Box>
      </Container>
    </Box>
  );
}
