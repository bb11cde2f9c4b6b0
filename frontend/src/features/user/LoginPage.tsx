import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { googleSignInErrorMessage, RequestCode } from '@deckforge/proto';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { requestCodeOf } from '../../api/baseQuery';
import { useLoginMutation, useSendEmailMutation, VERIFICATION_EMAIL } from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { OrDivider } from '../../components/OrDivider';
import { PasswordField } from '../../components/PasswordField';
import { useForm } from '../../components/useForm';
import { isCompleteCode, validateEmail } from '../../lib/validation';
import { CodeInput, emptyCode } from './CodeInput';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleSignIn } from './GoogleSignIn';
import { verificationRequired } from './userSlice';

const INCOMPLETE_CODE = 'Enter all six digits of the code we e-mailed you.';

/**
 * Log in with e-mail and password (or Google); success opens the workspace. After many failed
 * attempts on an account the server asks to confirm it is the owner: the code it e-mailed is
 * entered here too, with the password (docs/decisions.md, "Guessing passwords and codes").
 */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading: loggingIn }] = useLoginMutation();
  const [sendEmail, { isLoading: sending }] = useSendEmailMutation();
  const loading = loggingIn || sending;
  const rememberedEmail = useAppSelector((state) => state.user.userEmail) ?? '';
  const form = useForm({ email: rememberedEmail, password: '' });
  const { email, password } = form.values;
  const { errors } = form;
  const [forgotOpen, setForgotOpen] = useState(false);
  /** The server asked for the e-mailed sign-in code. */
  const [confirming, setConfirming] = useState(false);
  const [digits, setDigits] = useState(emptyCode);
  // Google's redirect sign-in comes back with ?error=<code>: only our own texts are shown.
  const googleError = googleSignInErrorMessage(useSearchParams()[0].get('error'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate({
      email: () => validateEmail(email),
      password: () => (password ? undefined : 'Password is required'),
      code: () => (!confirming || isCompleteCode(digits) ? undefined : INCOMPLETE_CODE),
    });
    if (!checked.ok) return;
    const code = confirming ? digits.join('') : undefined;
    const outcome = await login({ email, password, ...(code ? { code } : {}) });
    const refusal = requestCodeOf(outcome.error);
    if (!outcome.error) {
      void navigate('/workspace');
    } else if (refusal === RequestCode.ConfirmSignIn) {
      setConfirming(true);
    } else if (refusal === RequestCode.VerifyEmail) {
      // Signed up but never verified: send a fresh code and finish the sign-up.
      const sent = await sendEmail({ email, ...VERIFICATION_EMAIL });
      if (!sent.error) {
        dispatch(verificationRequired(email));
        void navigate('/verify');
      }
    }
  };

  return (
    <AuthLayout title="Log in" subtitle="Welcome back. Pick up where you left off.">
      {googleError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {googleError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field('email')}
            onChange={(event) => {
              form.setValue('email', event.target.value);
              setConfirming(false);
            }}
            required
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.field('password')}
            required
          />
          {confirming && (
            <SignInCode
              email={email}
              digits={digits}
              error={errors.code}
              onChange={(next) => {
                setDigits(next);
                form.setErrors((current) => ({ ...current, code: undefined }));
              }}
            />
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setForgotOpen(true)}
            >
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
            Login
          </Button>
          <Button component={RouterLink} to="/register" variant="outlined" size="large" fullWidth>
            Create account
          </Button>
        </Stack>
      </Box>
      <OrDivider />
      <GoogleSignIn text="signin_with" />
      <ForgotPasswordDialog
        key={forgotOpen ? 'open' : 'closed'}
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={email}
      />
    </AuthLayout>
  );
}

/** The code e-mailed after many failed attempts, asked for with the password. */
function SignInCode({
  email,
  digits,
  error,
  onChange,
}: {
  email: string;
  digits: string[];
  error: string | undefined;
  onChange: (digits: string[]) => void;
}) {
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        To confirm it is you, enter the six-digit code we e-mailed to <strong>{email}</strong> (only
        if the password is right).
      </Alert>
      <CodeInput
        digits={digits}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? 'sign-in-code-error' : undefined}
      />
      {error && (
        <Typography
          id="sign-in-code-error"
          role="alert"
          color="error"
          variant="body2"
          sx={{ mt: 1, textAlign: 'center' }}
        >
          {error}
        </Typography>
      )}
    </Box>
  );
}
