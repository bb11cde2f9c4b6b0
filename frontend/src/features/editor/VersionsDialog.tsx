import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PROJECT_VERSIONS_KEPT, type ProjectVersionSummary } from '@deckforge/proto';

const ORIGINS: Record<ProjectVersionSummary['origin'], string> = {
  generated: 'Generated',
  edited: 'Edited',
  template: 'Template switched',
  restored: 'Restored',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The versions kept, newest first; any but the current one can be brought back. */
export function VersionsDialog({
  versions,
  current,
  busy,
  onRestore,
  onClose,
}: {
  versions: ProjectVersionSummary[];
  current: number;
  busy: boolean;
  onRestore: (version: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="versions-title">
      <DialogTitle id="versions-title">Versions</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The last {PROJECT_VERSIONS_KEPT} versions are kept. Restoring one makes it the current
          version again; the others stay. Restoring is free.
        </Typography>
        <List dense>
          {versions.map((version) => (
            <ListItem
              key={version.version}
              divider
              secondaryAction={
                version.version === current ? (
                  <Typography variant="caption" color="text.secondary">
                    Current
                  </Typography>
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onRestore(version.version)}
                    aria-label={`Restore version ${version.version}`}
                  >
                    Restore
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`Version ${version.version} · ${ORIGINS[version.origin]}${version.restoredFrom ? ` from version ${version.restoredFrom}` : ''}`}
                secondary={`${when(version.createdAt)} · ${version.slideCount} slides · ${version.templateName ?? 'a deleted template'}`}
                sx={{ pr: 9 }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
