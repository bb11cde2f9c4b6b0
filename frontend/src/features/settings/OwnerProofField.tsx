import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@deckforge/proto';
import { type OwnerProof, useSendSecurityCodeMutation } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';
import { PasswordField } from '../../components/PasswordField';

/** How the owner proves it is them: the current password, or a code we e-mail them. */
export interface ProofState {
  mode: 'password' | 'code';
  currentPassword: string;
  code: string;
}

export const emptyProof = (): ProofState => ({ mode: 'password', currentPassword: '', code: '' });

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** What is missing, or undefined when the proof can be sent. */
export function proofProblem(proof: ProofState): string | undefined {
  if (proof.mode === 'password')
    return proof.currentPassword ? undefined : 'Please enter your current password';
  return CODE_PATTERN.test(proof.code) ? undefined : 'Enter the six-digit code we e-mailed you';
}

/** The fields of the request: one of the two, never both. */
export const proofFields = (proof: ProofState): OwnerProof =>
  proof.mode === 'password' ? { currentPassword: proof.currentPassword } : { code: proof.code };

/**
 * The proof a password change or a deactivation needs beside the session (docs/decisions.md,
 * "Changing the password and deactivating"): the current password, or — for accounts that
 * sign in with Google, or a forgotten password — a code e-mailed on request.
 */
export function OwnerProofField({
  proof,
  onChange,
  error,
  autoFocus = false,
}: {
  proof: ProofState;
  onChange: (proof: ProofState) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const email = useAppSelector((state) => state.user.userEmail) ?? '';
  const [sendSecurityCode, { isLoading: sending }] = useSendSecurityCodeMutation();

  const sendCode = async () => {
    const outcome = await sendSecurityCode({ email });
    if (!outcome.error) onChange({ ...proof, mode: 'code', code: '' });
  };
  const switchLink = (label: string, onClick: () => void) => (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onClick}
      disabled={sending}
      sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
    >
      {label}
    </Link>
  );

  if (proof.mode === 'password') {
    return (
      <Box>
        <PasswordField
          label="Current Password"
          value={proof.currentPassword}
          onChange={(event) => onChange({ ...proof, currentPassword: event.target.value })}
          error={Boolean(error)}
          helperText={error}
          autoComplete="current-password"
          autoFocus={autoFocus}
          fullWidth
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No password yet (Google sign-in), or forgot it?{' '}
          {switchLink('E-mail me a code instead', sendCode)}
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <TextField
        label="Code from your e-mail"
        value={proof.code}
        onChange={(event) =>
          onChange({
            ...proof,
            code: event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH),
          })
        }
        error={Boolean(error)}
        helperText={
          error ??
          `We sent it to ${email}. It is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`
        }
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH } }}
        fullWidth
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {switchLink('Send another code', sendCode)}
        {switchLink('Use my current password instead', () =>
          onChange({ ...proof, mode: 'password', code: '' }),
        )}
      </Stack>
    </Box>
  );
}
