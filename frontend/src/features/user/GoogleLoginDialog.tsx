import Typography from '@mui/material/Typography';
import { ClosableDialog } from '../../components/ClosableDialog';
import { GoogleSignIn } from './GoogleSignIn';

/** 'Login with Google': Google's button (or why it is unavailable). */
export function GoogleLoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ClosableDialog
      open={open}
      title="Login with Google"
      titleId="google-login-title"
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in or create your account with your Google account.
      </Typography>
      {open && <GoogleSignIn text="continue_with" onSignedIn={onClose} />}
    </ClosableDialog>
  );
}
