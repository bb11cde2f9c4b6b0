import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The FAQ's shape while its questions or its code are on the way. */
export function FaqPlaceholder() {
  return (
    <Box aria-hidden="true" sx={{ maxWidth: 820, mx: 'auto' }}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} variant="rounded" height={60} sx={{ mb: 1.5, borderRadius: 3 }} />
      ))}
    </Box>
  );
}
