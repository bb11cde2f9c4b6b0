import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { usePricing } from '../../app/pricing';
import { PageLoader } from '../../components/PageLoader';
import { PurchaseCreditsDialog } from './PurchaseCreditsDialog';

/**
 * The Purchase Credits modal for signed-in screens (Profile, a credit shortage): loads the price
 * list first, and says so plainly when billing cannot tell it (never a guessed price).
 */
export function PurchaseCredits({
  open,
  onClose,
  initialCredits,
}: {
  open: boolean;
  onClose: () => void;
  initialCredits?: number;
}) {
  const pricing = usePricing();
  if (pricing && pricing !== 'unavailable')
    return (
      <PurchaseCreditsDialog
        open={open}
        onClose={onClose}
        pricing={pricing}
        initialCredits={initialCredits}
      />
    );
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="purchase-title">
      <DialogTitle id="purchase-title">Purchase Credits</DialogTitle>
      <DialogContent>
        {pricing === 'unavailable' ? (
          <DialogContentText>
            Prices cannot be shown right now, so credits cannot be bought. Please try again in a
            moment.
          </DialogContentText>
        ) : (
          <PageLoader label="Loading the prices" />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
