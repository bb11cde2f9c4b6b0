import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import EmailIcon from '@mui/icons-material/Email';
import GoogleIcon from '@mui/icons-material/Google';
import type { ReactNode } from 'react';

/** A dialog with a title and a close button in its corner. */
export function ClosableDialog({
  open,
  title,
  titleId,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}

/**
 * The sign-up choice (spec section 2): 'Continue with Google' or 'Continue with Email'. Either
 * choice runs its handler and closes the dialog.
 */
export function SignUpChoiceDialog({
  open,
  title = 'Sign Up',
  onClose,
  onGoogle,
  onEmail,
}: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onGoogle: () => void;
  onEmail: () => void;
}) {
  const choose = (handler: () => void) => () => {
    handler();
    onClose();
  };
  return (
    <ClosableDialog open={open} title={title} titleId="sign-up-choice-title" onClose={onClose}>
      <Typography color="text.secondary">
        Use your email to continue with the product for free!
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 3, mb: 1 }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<GoogleIcon />}
          onClick={choose(onGoogle)}
          fullWidth
        >
          Continue with Google
        </Button>
        <Button
          variant="contained"
          size="large"
          startIcon={<EmailIcon />}
          onClick={choose(onEmail)}
          fullWidth
        >
          Continue with Email
        </Button>
      </Stack>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          10 free credits included. No card needed.
        </Typography>
      </Box>
    </ClosableDialog>
  );
}
