import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { OrDivider } from '../../components/OrDivider';
import { PasswordField } from '../../components/PasswordField';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleSignIn } from './GoogleSignIn';
import { login } from './userApi';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      email: () => validateEmail(email),
      password: () => (password ? undefined : 'Password is required'),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    const outcome = await dispatch(login({ email, password }));
    if (login.fulfilled.match(outcome)) void navigate('/workspace');
  };

  return (
    <AuthLayout title="Log in" subtitle="Welcome back. Pick up where you left off.">
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
