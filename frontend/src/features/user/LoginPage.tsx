import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { RequestCode } from '@deckforge/proto';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { OrDivider } from '../../components/OrDivider';
import { PasswordField } from '../../components/PasswordField';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleSignIn } from './GoogleSignIn';
import { login, sendEmail, VERIFICATION_EMAIL } from './userApi';
import { verificationRequired } from './userSlice';
import { collectErrors, type FieldErrors, hasErrors, validateEmail } from './validation';

type Field = 'email' | 'password';

/** Log in with e-mail and password (or Google); success opens the workspace. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loading = useAppSelector((state) => state.user.status === 'loading');
  const rememberedEmail = useAppSelector((state) => state.user.userEmail) ?? '';
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  // Google's redirect sign-in comes back here with ?error= when it did not work out.
  const googleError = useSearchParams()[0].get('error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      email: () => validateEmail(email),
      password: () => (password ? undefined : 'Password is required'),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    const outcome = await dispatch(login({ email, password }));
    if (login.fulfilled.match(outcome)) {
      void navigate('/workspace');
    } else if (outcome.payload?.requestCode === RequestCode.VerifyEmail) {
      // Signed up but never verified: send a fresh code and finish the sign-up.
      const sent = await dispatch(sendEmail({ email, ...VERIFICATION_EMAIL }));
      if (sendEmail.fulfilled.match(sent)) {
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            required
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            required
          />
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
