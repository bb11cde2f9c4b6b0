import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { updatePassword } from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules } from '../../components/PasswordRules';
import { useForm } from '../../components/useForm';
import { validateConfirmation, validatePassword } from '../../lib/validation';

/** The new password after a verified reset code; success clears isReset and opens /login. */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userEmail, status } = useAppSelector((state) => state.user);
  const form = useForm({ password: '', confirmation: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmation } = form.values;
    const checked = form.validate({
      password: () => validatePassword(password),
      confirmation: () => validateConfirmation(password, confirmation),
    });
    if (!checked.ok) return;
    const outcome = await dispatch(updatePassword({ email: userEmail ?? '', password }));
    if (updatePassword.fulfilled.match(outcome)) void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      title="Reset Password"
      subtitle={
        <>
          Choose a new password for <strong>{userEmail}</strong>. You will be signed out everywhere
          else.
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            {...form.field('password')}
            required
            autoFocus
          />
          <PasswordRules password={form.values.password} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            {...form.field('confirmation')}
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={status === 'loading'}
            fullWidth
          >
            Save new password
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
