import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Messages } from '@deckforge/proto';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The text of whatever a route threw. */
function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return `${error.status} ${detail}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return Messages.unexpectedError;
}

/**
 * Shown when a route fails to render: 'Unexpected Application Error!' and the
 * error's text. Deliberately plain (no header, no store): it must render when those are broken.
 */
export function ErrorFallback() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Box role="alert">
        <Typography variant="h2" component="h1" gutterBottom>
          {Messages.unexpectedApplicationError}
        </Typography>
        <Typography
          component="pre"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '0.9rem',
            bgcolor: 'grey.100',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 2,
            my: 3,
          }}
        >
          {errorText(error)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Reloading the page usually helps. If it keeps happening, tell us through the contact form
          and mention what you were doing.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Button variant="outlined" href="/">
            Back to the home page
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
