import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdatePasswordMutation } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules } from '../../components/PasswordRules';
import { useForm } from '../../components/useForm';
import { validateConfirmation, validatePassword } from '../../lib/validation';

/** The new password after a verified reset code; success clears isReset and opens /login. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const userEmail = useAppSelector((state) => state.user.userEmail);
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const form = useForm({ password: '', confirmation: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmation } = form.values;
    const checked = form.validate({
      password: () => validatePassword(password),
      confirmation: () => validateConfirmation(password, confirmation),
    });
    if (!checked.ok) return;
    const outcome = await updatePassword({ email: userEmail ?? '', password });
    if (!outcome.error) void navigate('/login', { replace: true });
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
          <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
            Save new password
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
