import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Shown when the code expired or ran out of attempts (the server's requestCode). */
export function NewCodeDialog({
  open,
  email,
  sending,
  onRequest,
  onClose,
}: {
  open: boolean;
  email: string;
  sending: boolean;
  onRequest: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="new-code-title">
      <DialogTitle id="new-code-title">Request a New Verification Code</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This code can no longer be used. We can send a new six-digit code to{' '}
          <strong>{email}</strong>; it is valid for 10 minutes.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={onRequest} loading={sending}>
          Send a new code
        </Button>
      </DialogActions>
    </Dialog>
  );
}
