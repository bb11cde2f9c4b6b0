import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '5rem', md: '7rem' },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.05em',
          background: 'linear-gradient(135deg, #4338ca 0%, #c2410c 100%)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        There is no page at{' '}
        <Box component="code" sx={{ fontWeight: 600 }}>
          {pathname}
        </Box>
        . It may have moved, or the address may be mistyped.
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Go to the home page
        </Button>
        <Button component={RouterLink} to="/news" variant="outlined" size="large">
          Read the news
        </Button>
      </Box>
    </Container>
  );
}
