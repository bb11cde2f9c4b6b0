import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  DECK_PLAN_LIMITS,
  EditingMessages,
  type JobProgress,
  type ProjectPlanView,
} from '@deckforge/proto';
import { useCallback, useMemo, useReducer } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { brand } from '../../app/theme/palette';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetProjectPlanQuery, useRestoreVersionMutation } from './editorApi';
import { ConflictDialog, LeaveGuard } from './EditorDialogs';
import { editorReducer, type EditorState, loadEditor, planOf, problemsOf } from './editorState';
import { SaveNotices, SlidesNav } from './EditorPanels';
import { EditorToolbar } from './EditorToolbar';
import { SlideEditor } from './SlideEditor';
import { useDeckRender } from './useDeckRender';
import { useEditorShortcuts } from './useEditorShortcuts';

/**
 * Projects → a deck → Edit (docs/decisions.md, "Editing decks"): the slides in a list beside
 * the selected slide's fields; Save renders the edited plan in the deck's template as a new
 * version, with the job's progress, then shows the new slide images.
 */
export function EditorPage() {
  const { fileId = '' } = useParams();
  const { data: view, error, refetch } = useGetProjectPlanQuery(fileId);

  usePageTitle(view ? `Edit ${view.plan.title}` : 'Edit deck');
  if (error)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message ?? 'The deck could not be opened.'}
        </Alert>
        <Button
          component={RouterLink}
          to="/workspace?section=projects"
          startIcon={<ArrowBackIcon />}
        >
          Back to Projects
        </Button>
      </Box>
    );
  if (!view)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
        <CircularProgress aria-label="Opening the deck" />
      </Box>
    );
  // A new version (or project) starts a fresh editor.
  return (
    <DeckEditor
      key={`${view.file.file_id}:${view.version}`}
      view={view}
      onReload={() => void refetch()}
    />
  );
}

function DeckEditor({ view, onReload }: { view: ProjectPlanView; onReload: () => void }) {
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [state, dispatch] = useReducer(editorReducer, view, loadEditor);
  const problems = useMemo(() => problemsOf(state.deck), [state.deck]);
  const problemCount = [...problems.values()].reduce((sum, list) => sum + list.length, 0);
  const fileId = view.file.file_id;
  const [restoreVersion, { isLoading: restoring }] = useRestoreVersionMutation();

  // The job's completion invalidated this project's plan (a new version opens by itself); a
  // copy in another template is a new project to open.
  const finished = useCallback(
    (job: JobProgress) => {
      if (job.fileId && job.fileId !== fileId)
        void navigate(`/workspace/projects/${job.fileId}/edit`);
    },
    [fileId, navigate],
  );
  const { step, render, dismiss } = useDeckRender(finished);
  const rendering = step.name === 'rendering';

  const save = useCallback(
    (extra: { templateId?: string; asNewProject?: boolean } = {}) => {
      if (problemCount > 0 || rendering) return;
      void render({ fileId, baseVersion: state.version, plan: planOf(state.deck), ...extra });
    },
    [fileId, problemCount, render, rendering, state.deck, state.version],
  );

  // A restored version invalidates the plan: the editor reopens on it.
  const restore = async (version: number) => {
    const answer = await restoreVersion({ fileId, version, baseVersion: state.version });
    if (answer.error) return answer.error.message ?? 'The version could not be restored.';
  };

  useEditorShortcuts(save, state.dirty, dispatch);

  const selectedIndex = state.deck.slides.findIndex((entry) => entry.key === state.selected);
  const selected = state.deck.slides[selectedIndex];
  const deckTitleProblem = problems.get('')?.[0]?.message;

  return (
    <Box sx={{ bgcolor: brand.slate50, minHeight: 'calc(100vh - 76px)' }}>
      <LeaveGuard when={state.dirty && !rendering} />
      <EditorToolbar
        view={view}
        state={state as EditorState}
        dispatch={dispatch}
        problemCount={problemCount}
        rendering={rendering}
        restoring={restoring}
        onSave={() => save()}
        onSwitch={(templateId, asNewProject) => save({ templateId, asNewProject })}
        onRestore={restore}
      />
      <Box sx={{ px: { xs: 1.5, md: 3 }, pt: 1.5 }}>
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {EditingMessages.free} New files cannot be added here: create a new presentation to use
          them.
        </Alert>
        <SaveNotices step={step} onDismiss={dismiss} problems={problems} />
        <TextField
          label="Deck title"
          value={state.deck.plan.title}
          onChange={(event) => dispatch({ type: 'deckTitle', title: event.target.value })}
          error={deckTitleProblem !== undefined}
          helperText={deckTitleProblem}
          size="small"
          sx={{ mb: 1.5, width: { xs: '100%', md: 480 } }}
          slotProps={{ htmlInput: { maxLength: DECK_PLAN_LIMITS.titleCharacters * 2 } }}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
          gap: { xs: 1, md: 3 },
          px: { xs: 1.5, md: 3 },
          pb: 4,
        }}
      >
        <SlidesNav
          view={view}
          state={state}
          problems={problems}
          dispatch={dispatch}
          horizontal={phone}
        />
        <Box
          sx={{
            bgcolor: 'background.paper',
            border: `1px solid ${brand.slate200}`,
            borderRadius: 2,
            p: { xs: 1.5, md: 3 },
            minWidth: 0,
          }}
        >
          {selected && (
            <SlideEditor
              key={selected.key}
              entry={selected}
              index={selectedIndex}
              fileId={view.file.file_id}
              version={view.version}
              problems={problems}
              dispatch={dispatch}
            />
          )}
        </Box>
      </Box>
      {step.name === 'conflict' && (
        <ConflictDialog message={step.message} onReload={onReload} onClose={dismiss} />
      )}
    </Box>
  );
}
