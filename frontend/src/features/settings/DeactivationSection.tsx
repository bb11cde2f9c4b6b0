import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DeactivationReason, Messages } from '@deckforge/proto';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetDeactivationReasonsQuery } from '../../api/dataApi';
import { useAppSelector } from '../../app/hooks';
import { useDeactivateMutation } from '../../app/sessionActions';
import { emptyProof, OwnerProofField, proofFields, proofProblem } from './OwnerProofField';

/**
 * Account Deactivation: a reason from /data/deactivation-reasons, then Additional Details; the
 * button stays disabled until both are filled. It opens a confirmation that asks for the current
 * password (or an e-mailed code): a session alone does not deactivate an account. Success clears
 * the fields, logs out and goes home (the store forgets the user on deactivate.fulfilled);
 * failure shows the server's message and logs the spec's text.
 */
export function DeactivationSection() {
  const navigate = useNavigate();
  const userEmail = useAppSelector((state) => state.user.userEmail);
  const deactivationReasons = useGetDeactivationReasonsQuery().data ?? [];
  const [deactivate, { isLoading: busy }] = useDeactivateMutation();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [proof, setProof] = useState(emptyProof);
  const [proofError, setProofError] = useState<string>();
  const ready = reason.trim() !== '' && details.trim() !== '';

  const openConfirmation = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setProof(emptyProof());
    setProofError(undefined);
    setConfirming(true);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const problem = proofProblem(proof);
    setProofError(problem);
    if (problem || !userEmail) return;
    const outcome = await deactivate({
      email: userEmail,
      reason,
      details: details.trim(),
      ...proofFields(proof),
    });
    if (!outcome.error) {
      setConfirming(false);
      setReason('');
      setDetails('');
      void navigate('/');
    } else {
      console.error(Messages.deactivationFailed, outcome.error.message);
    }
  };

  return (
    <>
      <Box
        component="form"
        onSubmit={openConfirmation}
        noValidate
        aria-label="Account Deactivation"
      >
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Deactivating signs you out everywhere and deletes your files and presentations. Tell us
          why, so we can do better.
        </Typography>
        <Stack spacing={2.5}>
          <ReasonFields
            reasons={deactivationReasons}
            reason={reason}
            onReason={setReason}
            details={details}
            onDetails={setDetails}
          />
          <Box>
            <Button type="submit" variant="contained" color="error" disabled={!ready}>
              Deactivate Account
            </Button>
          </Box>
        </Stack>
      </Box>
      {/* Outside the form above: a portal's submit would bubble into it. */}
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="deactivation-confirm-title"
      >
        <Box component="form" onSubmit={confirm} noValidate>
          <DialogTitle id="deactivation-confirm-title">Deactivate your account?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2.5 }}>
              You will be signed out everywhere and your files and presentations will be deleted.
              This cannot be undone. To confirm it is you, enter your current password.
            </DialogContentText>
            <OwnerProofField
              proof={proof}
              onChange={(next) => {
                setProof(next);
                setProofError(undefined);
              }}
              error={proofError}
              autoFocus
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setConfirming(false)} color="inherit" disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" loading={busy}>
              Deactivate
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

/** Why: a reason from the list, then details once one is chosen. */
function ReasonFields({
  reasons,
  reason,
  onReason,
  details,
  onDetails,
}: {
  reasons: DeactivationReason[];
  reason: string;
  onReason: (reason: string) => void;
  details: string;
  onDetails: (details: string) => void;
}) {
  return (
    <>
      <TextField
        select
        label="Select Reason"
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        fullWidth
      >
        {reasons.map((entry) => (
          <MenuItem key={entry.id} value={entry.label}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      {reason && (
        <TextField
          label="Additional Details"
          value={details}
          onChange={(event) => onDetails(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          fullWidth
        />
      )}
    </>
  );
}
