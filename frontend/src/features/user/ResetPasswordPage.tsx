import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { updatePassword } from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import {
  collectErrors,
  type FieldErrors,
  hasErrors,
  PASSWORD_HINT,
  validateConfirmation,
  validatePassword,
} from '../../lib/validation';

type Field = 'password' | 'confirmation';

/** The new password after a verified reset code; success clears isReset and opens /login. */
export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { userEmail, status } = useAppSelector((state) => state.user);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      password: () => validatePassword(password),
      confirmation: () => validateConfirmation(password, confirmation),
    });
    setErrors(found);
    if (hasErrors(found)) return;
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
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? PASSWORD_HINT}
            required
            autoFocus
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
