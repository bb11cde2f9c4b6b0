import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PASSWORD_RESET_EMAIL, useSendEmailMutation } from '../../api/userApi';
import { validateEmail } from '../../lib/validation';

/**
 * 'Confirm Email To Reset Password': sends the reset code, sets isReset (in the slice) and goes to
 * the verification page.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialEmail = '',
}: {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sendEmail, { isLoading: sending }] = useSendEmailMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) {
      enqueueSnackbar(problem, { variant: 'warning' });
      return;
    }
    const outcome = await sendEmail({ email, ...PASSWORD_RESET_EMAIL });
    if (!outcome.error) {
      onClose();
      void navigate('/verify');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forgot-password-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title">Confirm Email To Reset Password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            We will e-mail you a six-digit code. Enter it on the next screen to choose a new
            password.
          </DialogContentText>
          <TextField
            autoFocus
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
