import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ProjectPlanView } from '@deckforge/proto';
import type { Dispatch } from 'react';
import { brand } from '../../app/theme/palette';
import { describeProgress } from '../../lib/progress';
import { AddSlideMenu } from './AddSlideMenu';
import type { EditorAction, EditorState, Problem } from './editorState';
import { SlideList } from './SlideList';
import type { RenderStep } from './useDeckRender';

/** Above the slides: a save's progress, why it failed, what must be fixed before saving. */
export function SaveNotices({
  step,
  onDismiss,
  problems,
}: {
  step: RenderStep;
  onDismiss: () => void;
  problems: Map<string, Problem[]>;
}) {
  const progress = step.name === 'rendering' ? describeProgress(step.progress) : null;
  const problemCount = [...problems.values()].reduce((sum, list) => sum + list.length, 0);
  return (
    <>
      {progress && (
        <Box role="status" aria-live="polite" sx={{ mb: 1.5 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {step.name === 'rendering' && step.progress?.message
              ? step.progress.message
              : progress.label}
            … {progress.percent}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label="Saving progress"
          />
        </Box>
      )}
      {step.name === 'failed' && (
        <Alert severity="error" onClose={onDismiss} sx={{ mb: 1.5 }}>
          {step.message}
        </Alert>
      )}
      {problemCount > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {problemCount === 1 ? 'One thing needs' : `${problemCount} things need`} attention before
          saving: {[...problems.values()][0][0].message}
        </Alert>
      )}
    </>
  );
}

/** The slide list beside the selected slide: how many, a new one, each slide's thumbnail. */
export function SlidesNav({
  view,
  state,
  problems,
  dispatch,
  horizontal,
}: {
  view: ProjectPlanView;
  state: EditorState;
  problems: Map<string, Problem[]>;
  dispatch: Dispatch<EditorAction>;
  horizontal: boolean;
}) {
  return (
    <Box
      component="nav"
      aria-label="Slide list"
      sx={{
        bgcolor: 'background.paper',
        border: `1px solid ${brand.slate200}`,
        borderRadius: 2,
        position: { md: 'sticky' },
        top: { md: 84 },
        maxHeight: { md: 'calc(100vh - 100px)' },
        overflowY: { md: 'auto' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1.5,
          pt: 1,
        }}
      >
        <Typography variant="subtitle2" component="h2">
          {state.deck.slides.length} slides
        </Typography>
        <AddSlideMenu after={state.selected} dispatch={dispatch} />
      </Box>
      <SlideList
        fileId={view.file.file_id}
        version={view.version}
        slides={state.deck.slides}
        selected={state.selected}
        problems={problems}
        dispatch={dispatch}
        horizontal={horizontal}
      />
    </Box>
  );
}
