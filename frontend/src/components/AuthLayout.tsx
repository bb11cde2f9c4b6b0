import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { brand } from '../app/theme/palette';
import { usePageTitle } from './usePageTitle';

const PROMISES = [
  'Documents, PDFs, images, audio and video in — a finished .pptx out',
  'Your template’s own layouts, fonts and colours',
  '10 free credits when you sign up',
];

/**
 * The frame of the sign-in screens: the form on a card, and on wide screens a panel that says
 * what the account is for.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        background: `radial-gradient(1200px 500px at 10% -10%, ${brand.indigo50} 0%, transparent 60%), linear-gradient(180deg, #fff 0%, ${brand.slate50} 100%)`,
        py: { xs: 4, sm: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 480px' },
            gap: { xs: 4, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Typography variant="overline" color="secondary">
              Deckforge
            </Typography>
            <Typography variant="h2" component="p" sx={{ mt: 1, maxWidth: 460 }}>
              From your material to a finished deck.
            </Typography>
            <Stack component="ul" spacing={2} sx={{ mt: 4, p: 0, listStyle: 'none' }}>
              {PROMISES.map((promise) => (
                <Box component="li" key={promise} sx={{ display: 'flex', gap: 1.5 }}>
                  <CheckCircle sx={{ color: 'primary.main', mt: '2px' }} aria-hidden="true" />
                  <Typography color="text.secondary">{promise}</Typography>
                </Box>
              ))}
            </Stack>
          </Box>
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 3, sm: 5 },
              boxShadow: '0 24px 48px -24px rgba(30, 27, 75, 0.25)',
              width: '100%',
              maxWidth: 520,
              mx: 'auto',
            }}
          >
            <Typography variant="h3" component="h1">
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
            <Box sx={{ mt: 4 }}>{children}</Box>
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}
