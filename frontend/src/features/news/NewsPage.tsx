import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Messages } from '@deckforge/proto';
import { useEffect } from 'react';
import { useGetNewsQuery } from '../../api/dataApi';
import { brand } from '../../app/theme/palette';
import { usePageTitle } from '../../components/usePageTitle';

/** /news: what changed in Deckforge, newest first, fetched each time the page opens. */
export function NewsPage() {
  usePageTitle('News');
  const {
    data: news = [],
    error,
    isError,
    isFetching,
    isSuccess,
    refetch,
  } = useGetNewsQuery(undefined, { refetchOnMountOrArgChange: true });
  const state = isFetching ? 'loading' : isError ? 'failed' : isSuccess ? 'ready' : 'loading';
  const reason = error?.message ?? Messages.unexpectedError;
  useEffect(() => {
    if (isError) console.error(Messages.newsFetchFailed, reason);
  }, [isError, reason]);

  const sorted = [...news].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="overline" color="secondary" component="p">
        News
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
        What’s new in Deckforge
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2, mb: 6 }}>
        Product updates, new templates and improvements, as they ship.
      </Typography>

      {state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The news could not be loaded. {reason}
        </Alert>
      )}

      {state === 'loading' && news.length === 0 && (
        <Box aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={88} sx={{ mb: 2, borderRadius: 3 }} />
          ))}
        </Box>
      )}

      {state !== 'failed' && sorted.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, position: 'relative' }}>
          {sorted.map((item) => (
            <Box
              component="li"
              key={`${item.date}-${item.text}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
                gap: { xs: 0.5, sm: 3 },
                py: 3,
                borderTop: `1px solid ${brand.slate200}`,
              }}
            >
              <Typography
                component="time"
                dateTime={item.date}
                sx={{ color: 'primary.main', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {item.date}
              </Typography>
              <Typography>{item.text}</Typography>
            </Box>
          ))}
        </Box>
      )}

      {state === 'ready' && sorted.length === 0 && (
        <Typography color="text.secondary">No news yet.</Typography>
      )}
    </Container>
  );
}
