import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { lazyWithPreload } from '../components/lazyWithPreload';

/**
 * Buying credits, offered by several screens (Dashboard, Profile, Pricing): they ask for the
 * Purchase Credits modal through this context instead of importing the purchase feature.
 */
type OfferCredits = (credits?: number) => void;

const PurchaseCredits = lazyWithPreload(
  () => import('../features/purchase/PurchaseCredits'),
  'PurchaseCredits',
);

const OfferCreditsContext = createContext<OfferCredits>(() => {
  throw new Error('useOfferCredits needs a PurchaseCreditsHost above it');
});

/**
 * Opens Purchase Credits, with `credits` (e.g. what a deck is short of) filled in. A screen that
 * offers credits fetches the modal's code at once, so a click opens it without a wait.
 */
export function useOfferCredits(): OfferCredits {
  useEffect(() => {
    void PurchaseCredits.preload();
  }, []);
  return useContext(OfferCreditsContext);
}

/** Holds the modal for the whole app; one at a time. */
export function PurchaseCreditsHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ credits?: number } | null>(null);
  const offer = useCallback<OfferCredits>((credits) => setRequest({ credits }), []);
  return (
    <OfferCreditsContext value={offer}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <PurchaseCredits open onClose={() => setRequest(null)} initialCredits={request.credits} />
        </Suspense>
      )}
    </OfferCreditsContext>
  );
}
