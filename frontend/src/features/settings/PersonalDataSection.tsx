import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useUpdateNameMutation } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';
import { validateName } from '../../lib/validation';
import { maskEmail } from './maskEmail';

/** Personal Data: the editable User Name and the masked, disabled User Email; Save Changes. */
export function PersonalDataSection() {
  const { userName, userEmail } = useAppSelector((state) => state.user);
  const [name, setName] = useState(userName ?? '');
  const [error, setError] = useState<string>();
  const [updateName, { isLoading: saving }] = useUpdateNameMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateName(name);
    setError(problem);
    if (problem || !userEmail) return;
    await updateName({ name: name.trim(), email: userEmail });
  };

  return (
    <Box component="form" onSubmit={save} noValidate aria-label="Personal Data">
      <Stack spacing={2.5}>
        <TextField
          label="User Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <TextField label="User Email" value={maskEmail(userEmail ?? '')} disabled fullWidth />
        <Box>
          <Button type="submit" variant="contained" loading={saving}>
            Save Changes
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
