import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Messages } from '@deckforge/proto';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchDeactivationReasons } from '../data/dataApi';
import { deactivate } from '../user/userApi';

/**
 * Account Deactivation: a reason from /data/deactivation-reasons, then Additional Details; the
 * button stays disabled until both are filled. Success clears them, logs out and goes home
 * (the store forgets the user on deactivate.fulfilled); failure shows the server's message and
 * logs the spec's text.
 */
export function DeactivationSection() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userEmail = useAppSelector((state) => state.user.userEmail);
  const { deactivationReasons, isReasonsFetched } = useAppSelector((state) => state.data);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = reason.trim() !== '' && details.trim() !== '';

  useEffect(() => {
    if (!isReasonsFetched) void dispatch(fetchDeactivationReasons());
  }, [dispatch, isReasonsFetched]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !userEmail) return;
    setBusy(true);
    const outcome = await dispatch(
      deactivate({ email: userEmail, reason, details: details.trim() }),
    );
    setBusy(false);
    if (deactivate.fulfilled.match(outcome)) {
      setReason('');
      setDetails('');
      void navigate('/');
    } else {
      console.error(Messages.deactivationFailed, outcome.payload?.message);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Account Deactivation">
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Deactivating signs you out everywhere and deletes your files and presentations. Tell us why,
        so we can do better.
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          select
          label="Select Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
        >
          {deactivationReasons.map((entry) => (
            <MenuItem key={entry.id} value={entry.label}>
              {entry.label}
            </MenuItem>
          ))}
        </TextField>
        {reason && (
          <TextField
            label="Additional Details"
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
            fullWidth
          />
        )}
        <Box>
          <Button type="submit" variant="contained" color="error" disabled={!ready} loading={busy}>
            Deactivate Account
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
