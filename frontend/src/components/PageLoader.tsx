import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page-sized wait: a spinner with a name screen readers announce. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', py: 8 }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
