import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { brand } from '../../app/theme/palette';
import { creditsToHundredths, formatCredits } from '@deckforge/proto';

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 1 }}>
      <Typography
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: strong ? 800 : 600, color: strong ? brand.indigo700 : 'text.primary' }}
      >
        {formatCredits(creditsToHundredths(value))} credits
      </Typography>
    </Box>
  );
}

/** Credit Estimate: what the presentation costs, the balance, Proceed. */
export function CreditEstimateDialog({
  cost,
  balance,
  onProceed,
  onClose,
}: {
  cost: number;
  balance: number;
  onProceed: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="estimate-title">
      <DialogTitle id="estimate-title">Credit Estimate</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Creating this presentation will use {formatCredits(creditsToHundredths(cost))} credits of
          your balance.
        </DialogContentText>
        <Figure label="Cost" value={cost} strong />
        <Divider />
        <Figure label="Your balance" value={balance} />
        <Figure label="Balance afterwards" value={Math.round((balance - cost) * 100) / 100} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onProceed}>
          Proceed
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Credit Shortage: the missing credits and the way to buy them. */
export function CreditShortageDialog({
  cost,
  balance,
  missing,
  onPurchase,
  onClose,
}: {
  cost: number;
  balance: number;
  missing: number;
  onPurchase: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="shortage-title">
      <DialogTitle id="shortage-title">Credit Shortage</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Your balance does not cover this presentation. Please purchase the{' '}
          {formatCredits(creditsToHundredths(missing))} missing credits to create it.
        </DialogContentText>
        <Figure label="Cost" value={cost} />
        <Figure label="Your balance" value={balance} />
        <Divider />
        <Figure label="Missing credits" value={missing} strong />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onPurchase}>
          Purchase
        </Button>
      </DialogActions>
    </Dialog>
  );
}
