import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import GoogleIcon from '@mui/icons-material/Google';
import { useClientSettings } from '../../app/clientConfig';
import { ClosableDialog } from '../../components/ClosableDialog';

/**
 * The sign-up choice: 'Continue with Google' or 'Continue with Email'. Either
 * choice runs its handler and closes the dialog. Google is offered only where this server has
 * Google sign-in configured (GET /config): an offer that then fails is worse than none.
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
  const settings = useClientSettings();
  const google = Boolean(settings?.googleClientId || settings?.googleRedirectPath);
  const choose = (handler: () => void) => () => {
    handler();
    onClose();
  };
  const choices = [
    ...(google
      ? [
          {
            label: 'Continue with Google',
            icon: <GoogleIcon />,
            variant: 'outlined' as const,
            onChoose: onGoogle,
          },
        ]
      : []),
    {
      label: 'Continue with Email',
      icon: <EmailIcon />,
      variant: 'contained' as const,
      onChoose: onEmail,
    },
  ];
  return (
    <ClosableDialog open={open} title={title} titleId="sign-up-choice-title" onClose={onClose}>
      <Typography color="text.secondary">
        Use your email to continue with the product for free!
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 3, mb: 1 }}>
        {choices.map((choice) => (
          <Button
            key={choice.label}
            variant={choice.variant}
            size="large"
            startIcon={choice.icon}
            onClick={choose(choice.onChoose)}
            fullWidth
          >
            {choice.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          10 free credits included. No card needed.
        </Typography>
      </Box>
    </ClosableDialog>
  );
}
