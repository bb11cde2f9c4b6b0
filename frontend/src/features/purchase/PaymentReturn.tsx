import { CHECKOUT_SESSION_PARAM, Messages } from '@deckforge/proto';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { takeOrderedCredits, useVerifyPaymentMutation } from '../../api/purchaseApi';
import { useAppSelector } from '../../app/hooks';

/** How long the success message shows before /profile opens. */
const PROFILE_REDIRECT_MS = 3000;

/**
 * Sessions already verified in this page's life: React may run an effect twice (StrictMode) and
 * the address changes under it, but a session is verified once.
 */
const verified = new Set<string>();

/**
 * The return from the hosted checkout (docs/decisions.md, "Frontend (workspace, purchases,
 * profile, settings)"): a `session_id` in the address is
 * verified once; paid → 'Payment Successful. Credits have been added', the balance is refreshed
 * and /profile opens after 3 s (or the workspace at once, when the credits were bought for the
 * Create form's draft); otherwise 'Payment failed. Please try again.'. The parameter
 * leaves the address at once, so a reload or the back button does not verify again.
 */
export function PaymentReturn() {
  const [verifyPayment] = useVerifyPaymentMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const location = useLocation();
  const sessionId = new URLSearchParams(location.search).get(CHECKOUT_SESSION_PARAM);
  // Credits bought for a presentation the form was short of: straight back to that form.
  const backToDraft = useAppSelector((state) => state.createDraft.awaitingPurchase);

  useEffect(() => {
    if (!sessionId || verified.has(sessionId)) return;
    verified.add(sessionId);
    const rest = new URLSearchParams(location.search);
    rest.delete(CHECKOUT_SESSION_PARAM);
    const query = rest.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true },
    );
    // A paid session invalidates the balance (and the ledger): both are asked for again.
    void verifyPayment({ sessionId, credits: takeOrderedCredits() }).then((outcome) => {
      if (outcome.data === true) {
        enqueueSnackbar(Messages.paymentSuccessful, { variant: 'success' });
        if (backToDraft) void navigate('/workspace');
        else window.setTimeout(() => void navigate('/profile'), PROFILE_REDIRECT_MS);
      } else {
        enqueueSnackbar(Messages.paymentFailed, { variant: 'error' });
      }
    });
  }, [sessionId, location, verifyPayment, navigate, enqueueSnackbar, backToDraft]);

  return null;
}
