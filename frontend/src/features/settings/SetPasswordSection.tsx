import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useUpdatePasswordMutation } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';
import { PasswordField } from '../../components/PasswordField';
import { PasswordRules } from '../../components/PasswordRules';
import { useForm } from '../../components/useForm';
import { validateConfirmation, validatePassword } from '../../lib/validation';
import { emptyProof, OwnerProofField, proofFields, proofProblem } from './OwnerProofField';

/**
 * Security, Set Password: the current password (or an e-mailed code), then New Password and
 * Confirm Password with sign-up's rules. Success ends every other session; this one goes on.
 */
export function SetPasswordSection() {
  const userEmail = useAppSelector((state) => state.user.userEmail);
  const [proof, setProof] = useState(emptyProof);
  const form = useForm({ password: '', confirmation: '' }, { clearErrorOnEdit: true });
  const [updatePassword, { isLoading: saving }] = useUpdatePasswordMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmation } = form.values;
    const checked = form.validate({
      proof: () => proofProblem(proof),
      password: () => validatePassword(password),
      confirmation: () => validateConfirmation(password, confirmation),
    });
    if (!checked.ok || !userEmail) return;
    const outcome = await updatePassword({ email: userEmail, password, ...proofFields(proof) });
    if (!outcome.error) {
      setProof(emptyProof());
      form.reset();
    }
  };

  return (
    <Box component="form" onSubmit={save} noValidate aria-label="Set Password">
      <Stack spacing={2.5}>
        <OwnerProofField
          proof={proof}
          onChange={(next) => {
            setProof(next);
            form.setErrors((current) => ({ ...current, proof: undefined }));
          }}
          error={form.errors.proof}
        />
        <PasswordField
          label="New Password"
          {...form.field('password')}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordRules password={form.values.password} />
        <PasswordField
          label="Confirm Password"
          {...form.field('confirmation')}
          autoComplete="new-password"
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" loading={saving}>
            Save Changes
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
