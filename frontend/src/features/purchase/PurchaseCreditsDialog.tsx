import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MIN_PURCHASE_CREDITS } from '@deckforge/proto';
import { type FormEvent, useState } from 'react';
import { rememberOrderedCredits, useCheckoutMutation } from '../../api/purchaseApi';
import type { PriceList } from '../../app/pricing';
import { formatMoney, purchasableCredits, purchaseAmount } from '../../lib/prices';

/**
 * Purchase Credits: how many (at least 10), what it costs, Order → the hosted checkout.
 * The return from the checkout (?session_id=…) is PaymentReturn's.
 */
export function PurchaseCreditsDialog({
  open,
  onClose,
  initialCredits = MIN_PURCHASE_CREDITS,
  pricing,
}: {
  open: boolean;
  onClose: () => void;
  /** e.g. the credits a presentation is short of (raised to the minimum). */
  initialCredits?: number;
  pricing: PriceList;
}) {
  const [checkout] = useCheckoutMutation();
  const [input, setInput] = useState(String(purchasableCredits(initialCredits)));
  const [ordering, setOrdering] = useState(false);
  const credits = purchasableCredits(input);
  const amount = purchaseAmount(credits, pricing.pricePerCredit);

  const order = async (event: FormEvent) => {
    event.preventDefault();
    setInput(String(credits));
    setOrdering(true);
    const outcome = await checkout({ credits });
    if (outcome.data) {
      rememberOrderedCredits(credits);
      window.location.assign(outcome.data.url);
      return;
    }
    setOrdering(false);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="purchase-title">
      <form onSubmit={order} noValidate>
        <DialogTitle id="purchase-title">Purchase Credits</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>
            One credit covers 200 tokens of your material. The minimum purchase is{' '}
            {MIN_PURCHASE_CREDITS} credits.
          </DialogContentText>
          <TextField
            label="Credits"
            type="number"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onBlur={() => setInput(String(credits))}
            slotProps={{ htmlInput: { min: MIN_PURCHASE_CREDITS, step: 1, inputMode: 'numeric' } }}
            helperText={`At least ${MIN_PURCHASE_CREDITS}; lower amounts are raised to ${MIN_PURCHASE_CREDITS}.`}
          />
          <Box
            sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
            aria-live="polite"
          >
            <Typography color="text.secondary">Amount</Typography>
            <Typography variant="h4" component="p" data-testid="purchase-amount">
              {formatMoney(amount, pricing.currency)}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={ordering}>
            Order
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
