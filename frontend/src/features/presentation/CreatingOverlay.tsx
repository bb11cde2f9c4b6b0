import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JobProgress } from '@deckforge/proto';
import { describeProgress } from '../../lib/progress';

/**
 * 'Creating...' over the page while the deck is generated, with the job's real stage and percent
 * (not a spinner alone): the generation takes a while and people should see it move.
 */
export function CreatingOverlay({ progress }: { progress: JobProgress | null }) {
  const { percent, label } = describeProgress(progress);
  return (
    <Backdrop
      open
      data-testid="creating-overlay"
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        px: 2,
        // The page waits behind the card: blurred, so no word of it is half hidden by the card
        // (issue 30: "Credit" of "Credit balance" under a box read as a broken page).
        backdropFilter: 'blur(6px)',
        bgcolor: 'rgba(15, 23, 42, 0.55)',
      }}
    >
      <Paper
        role="status"
        aria-live="polite"
        sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, borderRadius: 3 }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          Creating...
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, mb: 1 }}>
          <Typography color="text.secondary" data-testid="generation-stage">
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="generation-percent">
            {percent}%
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Presentation progress"
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          You can stay on this page; the finished deck appears in Projects.
        </Typography>
      </Paper>
    </Backdrop>
  );
}
