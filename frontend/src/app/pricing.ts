import type { Pricing } from '@deckforge/proto';
import { api } from '../api/api';

export type PriceList = Omit<Pricing, 'message'>;

const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /payment/pricing (public): price per credit, currency, purchase limits. */
    getPricing: build.query<PriceList, void>({
      query: () => ({ url: '/payment/pricing', skipRefresh: true }),
      providesTags: ['Pricing'],
      // Prices change only when billing restarts with new ones: one request per page load.
      keepUnusedDataFor: Infinity,
      extraOptions: { action: 'fetching the prices' },
    }),
  }),
});

/** The price list once loaded; 'unavailable' when billing could not say (never a guessed price). */
export function usePricing(): PriceList | 'unavailable' | undefined {
  const { data, isError } = pricingApi.useGetPricingQuery();
  return isError ? 'unavailable' : data;
}
