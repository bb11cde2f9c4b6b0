import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A workspace screen's heading (the page's h1), one line of help and its main action. */
export function SectionHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2.5, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 640 }}>
            {description}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
