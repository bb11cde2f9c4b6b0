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
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '../../api/userApi';
import { AuthLayout } from '../../components/AuthLayout';
import { OrDivider } from '../../components/OrDivider';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules } from '../../components/PasswordRules';
import { useForm } from '../../components/useForm';
import {
  validateConfirmation,
  validateEmail,
  validateName,
  validatePassword,
  validateTerms,
} from '../../lib/validation';
import { GoogleSignIn } from './GoogleSignIn';

/** Create Account: success sets isRegister and opens /verify. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading: loading }] = useRegisterMutation();
  const form = useForm({ name: '', email: '', password: '', confirmation: '', terms: false });
  const { errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { name, email, password, confirmation, terms } = form.values;
    const { ok, errors: found } = form.validate({
      name: () => validateName(name),
      email: () => validateEmail(email),
      password: () => validatePassword(password),
      confirmation: () => validateConfirmation(password, confirmation),
      terms: () => validateTerms(terms),
    });
    // Sign-up also warns about the e-mail and the terms in a toast (docs/decisions.md,
    // "Frontend (public site and shell)": Flows).
    for (const key of ['email', 'terms'] as const) {
      if (found[key]) enqueueSnackbar(found[key], { variant: 'warning' });
    }
    if (!ok) return;
    const outcome = await register({ name: name.trim(), email, password });
    if (!outcome.error) void navigate('/verify');
  };

  return (
    <AuthLayout title="Create Account" subtitle="Start with 10 free credits. No card needed.">
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField label="Name" autoComplete="name" {...form.field('name')} required />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field('email')}
            required
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...form.field('password')}
            required
          />
          <PasswordRules password={form.values.password} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            {...form.field('confirmation')}
            required
          />
          <FormControl error={Boolean(errors.terms)}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', mr: 0 }}
              control={
                <Checkbox
                  checked={form.values.terms}
                  onChange={(event) => form.setValue('terms', event.target.checked)}
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
