import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import type { ProjectPlanView } from '@deckforge/proto';
import { type Dispatch, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDownloadFileMutation } from '../../api/fileStorageApi';
import { useFolder } from '../../app/hooks';
import { brand } from '../../app/theme/palette';
import type { EditorAction, EditorState } from './editorState';
import { TemplateSwitchDialog } from './TemplateSwitchDialog';
import { VersionsDialog } from './VersionsDialog';
import { withoutPowerPointExtension } from '../../lib/format';

/** The editor's bar: back, what is being edited, undo/redo, versions, template, download, save. */
export function EditorToolbar({
  view,
  state,
  dispatch,
  problemCount,
  rendering,
  restoring,
  onSave,
  onSwitch,
  onRestore,
}: {
  view: ProjectPlanView;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  problemCount: number;
  rendering: boolean;
  restoring: boolean;
  onSave: () => void;
  onSwitch: (templateId: string, asNewProject: boolean) => void;
  onRestore: (version: number) => Promise<string | undefined>;
}) {
  // The library's templates, for the template switch (from the cache, or asked for now).
  const templates = useFolder('templates');
  const [dialog, setDialog] = useState<'versions' | 'template' | null>(null);
  const [restoreError, setRestoreError] = useState<string | undefined>();
  const [downloadFile, { isLoading: downloading }] = useDownloadFileMutation();
  const name = withoutPowerPointExtension(view.file.name);
  const download = () => void downloadFile(view.file);
  const busy = rendering || restoring;
  return (
    <Box
      sx={{
        // Sticky under the header at every width: on a phone Save, Undo and Versions must stay
        // in reach while a slide far down the page is edited (the icons-only row keeps it short).
        position: 'sticky',
        top: { xs: 64, md: 76 },
        zIndex: 3,
        bgcolor: 'background.paper',
        borderBottom: `1px solid ${brand.slate200}`,
        px: { xs: 1.5, md: 3 },
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Tooltip title="Back to Projects">
        <IconButton
          component={RouterLink}
          to="/workspace?section=projects"
          aria-label="Back to Projects"
        >
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <DeckHeading name={name} view={view} dirty={state.dirty} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <UndoRedo state={state} dispatch={dispatch} busy={busy} />
        <ToolButton
          label="Versions"
          icon={<HistoryIcon />}
          onClick={() => setDialog('versions')}
          disabled={busy}
        />
        <ToolButton
          label="Switch template"
          icon={<PaletteOutlinedIcon />}
          onClick={() => setDialog('template')}
          disabled={busy || state.dirty || problemCount > 0}
          hint={state.dirty ? 'Save or undo your changes first' : undefined}
        />
        <ToolButton
          label="Download"
          icon={<DownloadIcon />}
          onClick={download}
          loading={downloading}
          disabled={busy}
        />
        <Button
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          onClick={onSave}
          loading={rendering}
          disabled={!state.dirty || problemCount > 0 || restoring}
        >
          Save
        </Button>
      </Box>
      {dialog === 'versions' && (
        <VersionsDialog
          versions={view.versions}
          current={view.version}
          busy={busy}
          onRestore={async (version) => {
            setRestoreError(await onRestore(version));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {restoreError && (
        <Typography role="alert" color="error" variant="body2" sx={{ width: '100%' }}>
          {restoreError}
        </Typography>
      )}
      {dialog === 'template' && (
        <TemplateSwitchDialog
          templates={templates}
          currentId={view.templateId}
          onSwitch={(templateId, asNewProject) => {
            setDialog(null);
            onSwitch(templateId, asNewProject);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}

/** A toolbar button: icon and words on wide screens, the icon (and its name) on phones. */
function ToolButton({
  label,
  icon,
  onClick,
  disabled,
  loading,
  hint,
}: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  hint?: string;
}) {
  return (
    <Tooltip title={hint ?? label}>
      <span>
        <Button
          aria-label={label}
          startIcon={icon}
          onClick={onClick}
          disabled={disabled}
          loading={loading}
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
        </Button>
      </span>
    </Tooltip>
  );
}

/** What is being edited: the deck's name, its version and template, unsaved changes. */
function DeckHeading({
  name,
  view,
  dirty,
}: {
  name: string;
  view: ProjectPlanView;
  dirty: boolean;
}) {
  return (
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography variant="h6" component="h1" noWrap title={name}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        Version {view.version} · {view.templateName ?? 'template deleted'}
        {dirty ? ' · unsaved changes' : ''}
      </Typography>
    </Box>
  );
}

/** Undo and redo (also Ctrl+Z and Ctrl+Shift+Z outside text fields). */
function UndoRedo({
  state,
  dispatch,
  busy,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  busy: boolean;
}) {
  return (
    <>
      <Tooltip title="Undo (Ctrl+Z)">
        <span>
          <IconButton
            aria-label="Undo"
            disabled={state.past.length === 0 || busy}
            onClick={() => dispatch({ type: 'undo' })}
          >
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Redo (Ctrl+Shift+Z)">
        <span>
          <IconButton
            aria-label="Redo"
            disabled={state.future.length === 0 || busy}
            onClick={() => dispatch({ type: 'redo' })}
          >
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
