import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** Another tab saved first: this one must reload (its unsaved edits cannot be merged). */
export function ConflictDialog({
  message,
  onReload,
  onClose,
}: {
  message: string;
  onReload: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">This deck changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Stay here</Button>
        <Button variant="contained" onClick={onReload}>
          Reload the deck
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Leaving with unsaved edits asks first (in the app and when the tab closes). */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(when);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby="leave-title">
      <DialogTitle id="leave-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>Your changes to this deck have not been saved.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()}>Keep editing</Button>
        <Button color="error" onClick={() => blocker.proceed()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
