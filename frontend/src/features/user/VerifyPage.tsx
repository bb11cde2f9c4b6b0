import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { RequestCode } from '@deckforge/proto';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { requestCodeOf, wasCancelled } from '../../api/baseQuery';
import {
  PASSWORD_RESET_EMAIL,
  useSendEmailMutation,
  useVerifyEmailMutation,
  VERIFICATION_EMAIL,
} from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { isCompleteCode } from '../../lib/validation';
import { CodeInput, emptyCode } from './CodeInput';
import { NewCodeDialog } from './NewCodeDialog';
import { flowCancelled } from './userSlice';

const INCOMPLETE_CODE = 'Enter all six digits of the code we e-mailed you.';

/**
 * The six-digit code of a sign-up (then /login) or a password reset (then /reset). A code used
 * up opens 'Request a New Verification Code'.
 */
export function VerifyPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userEmail, isRegister, isReset } = useAppSelector((state) => state.user);
  const [verifyEmail, { isLoading: verifying }] = useVerifyEmailMutation();
  const [sendEmail, { isLoading: sending }] = useSendEmailMutation();
  const email = userEmail ?? '';
  // A reset asks for a reset code; anything else for an address-verification code.
  const codeMail = isReset && !isRegister ? PASSWORD_RESET_EMAIL : VERIFICATION_EMAIL;
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string>();
  const [newCodeOpen, setNewCodeOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(digits)) {
      setError(INCOMPLETE_CODE);
      return;
    }
    setError(undefined);
    const outcome = await verifyEmail({ email, code: digits.join('') });
    if (outcome.data) {
      // The code decides: a verified sign-up logs in; a reset (or a sign-up whose password was
      // chosen in another browser, docs/decisions.md) chooses a password.
      const choosePassword = outcome.data.purpose === 'passwordReset';
      void navigate(choosePassword ? '/reset' : '/login', { replace: true });
    } else if (requestCodeOf(outcome.error) === RequestCode.NewVerificationCode) {
      setNewCodeOpen(true);
    } else if (outcome.error && !wasCancelled(outcome.error)) {
      setError(outcome.error.message);
    }
  };

  const requestNewCode = async () => {
    const outcome = await sendEmail({ email, ...codeMail });
    setNewCodeOpen(false);
    if (!outcome.error) {
      setDigits(emptyCode());
      setError(undefined);
    }
  };

  return (
    <AuthLayout
      title={isReset && !isRegister ? 'Check your e-mail' : 'Verify your e-mail'}
      subtitle={
        <>
          We sent a six-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main' }}>
            <MarkEmailReadIcon sx={{ fontSize: 48 }} aria-hidden="true" />
          </Box>
          <CodeInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (error) setError(undefined);
            }}
            invalid={Boolean(error)}
            describedBy={error ? 'code-error' : undefined}
          />
          {error && (
            <Typography
              id="code-error"
              role="alert"
              color="error"
              variant="body2"
              sx={{ textAlign: 'center' }}
            >
              {error}
            </Typography>
          )}
          <Button type="submit" variant="contained" size="large" loading={verifying} fullWidth>
            Verify
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        No e-mail? Check your spam folder, or{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={requestNewCode}
          disabled={sending}
        >
          send a new code
        </Link>
        .
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        Wrong address?{' '}
        <Link
          component={RouterLink}
          to={isRegister ? '/register' : '/login'}
          onClick={() => dispatch(flowCancelled())}
        >
          Start again
        </Link>
      </Typography>
      <NewCodeDialog
        open={newCodeOpen}
        email={email}
        sending={sending}
        onRequest={requestNewCode}
        onClose={() => setNewCodeOpen(false)}
      />
    </AuthLayout>
  );
}
