import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Messages } from '@deckforge/proto';
import { enqueueSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { register } from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { OrDivider } from '../../components/OrDivider';
import { PasswordField } from '../../components/PasswordField';
import {
  collectErrors,
  type FieldErrors,
  hasErrors,
  PASSWORD_HINT,
  validateConfirmation,
  validateEmail,
  validateName,
  validatePassword,
  validateTerms,
} from '../../lib/validation';
import { GoogleSignIn } from './GoogleSignIn';

type Field = 'name' | 'email' | 'password' | 'confirmation' | 'terms';

/** Create Account: success sets isRegister and opens /verify. */
export function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loading = useAppSelector((state) => state.user.status === 'loading');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      name: () => validateName(name),
      email: () => validateEmail(email),
      password: () => validatePassword(password),
      confirmation: () => validateConfirmation(password, confirmation),
      terms: () => validateTerms(terms),
    });
    setErrors(found);
    // Sign-up also warns about the e-mail and the terms in a toast (docs/decisions.md,
    // "Frontend (public site and shell)": Flows).
    for (const key of ['email', 'terms'] as const) {
      if (found[key]) enqueueSnackbar(found[key], { variant: 'warning' });
    }
    if (hasErrors(found)) return;
    const outcome = await dispatch(register({ name: name.trim(), email, password }));
    if (register.fulfilled.match(outcome)) void navigate('/verify');
  };

  return (
    <AuthLayout title="Create Account" subtitle="Start with 10 free credits. No card needed.">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            required
          />
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
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? PASSWORD_HINT}
            required
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={Boolean(errors.confirmation)}
            helperText={errors.confirmation}
            required
          />
          <FormControl error={Boolean(errors.terms)}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', mr: 0 }}
              control={
                <Checkbox
                  checked={terms}
                  onChange={(event) => setTerms(event.target.checked)}
                  sx={{ mt: -0.75 }}
                  slotProps={{
                    input: { 'aria-describedby': errors.terms ? 'terms-error' : undefined },
                  }}
                />
              }
              label={
                <Typography variant="body2" component="span">
                  I agree to the{' '}
                  <Link component={RouterLink} to="/conditions" target="_blank">
                    Terms &amp; Conditions
                  </Link>{' '}
                  and the{' '}
                  <Link component={RouterLink} to="/privacy" target="_blank">
                    Privacy Notice
                  </Link>
                  .
                </Typography>
              }
            />
            {errors.terms && (
              <FormHelperText id="terms-error">{Messages.termsRequired}</FormHelperText>
            )}
          </FormControl>
          <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
            Create account
          </Button>
        </Stack>
      </Box>
      <OrDivider />
      <GoogleSignIn text="signup_with" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Button component={RouterLink} to="/login" size="small" sx={{ minHeight: 0, px: 1 }}>
          Login
        </Button>
      </Typography>
    </AuthLayout>
  );
}
