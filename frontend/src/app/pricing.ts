import type { Pricing } from '@deckforge/proto';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useAppDispatch } from './hooks';
import { apiThunk } from './thunk';

export type PriceList = Omit<Pricing, 'message'>;

/** One request per client: prices change only when billing restarts with new ones. */
const cache = new WeakMap<ApiClient, Promise<PriceList>>();

/** GET /payment/pricing (public): price per credit, currency, purchase limits. */
export const fetchPricing = apiThunk<Pricing>(
  'payment/pricing',
  'fetching the prices',
  (_arg, { api }) => {
    let pricing = cache.get(api);
    if (!pricing) {
      pricing = api.get<Pricing>('/payment/pricing', { skipRefresh: true });
      pricing.catch(() => cache.delete(api));
      cache.set(api, pricing);
    }
    return pricing as Promise<Pricing>;
  },
  { announceSuccess: false },
);

/** The price list once loaded; 'unavailable' when billing could not say (never a guessed price). */
export function usePricing(): PriceList | 'unavailable' | undefined {
  const dispatch = useAppDispatch();
  const [pricing, setPricing] = useState<PriceList | 'unavailable'>();
  useEffect(() => {
    let current = true;
    void dispatch(fetchPricing()).then((outcome) => {
      if (!current) return;
      setPricing(fetchPricing.fulfilled.match(outcome) ? outcome.payload : 'unavailable');
    });
    return () => {
      current = false;
    };
  }, [dispatch]);
  return pricing;
}
