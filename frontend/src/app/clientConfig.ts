import type { ClientConfig } from '@deckforge/proto';
import { api } from '../api/api';

/** Where the gateway says what the SPA needs to know before anyone signs in. */
const CLIENT_CONFIG_PATH = '/config';

/**
 * GET /api/v1/config without its message: what the SPA needs before anyone signs in. The upload
 * limit is null when the server could not say (the server still enforces its own), and so are
 * the transcribed languages (the Create form then marks none).
 */
export type ClientSettings = Omit<ClientConfig, 'message' | 'maxUploadMb'> & {
  maxUploadMb: number | null;
};

/** Nothing configured: Google unavailable, no upload limit known, legal blanks as placeholders. */
const UNCONFIGURED: ClientSettings = {
  googleClientId: null,
  googleRedirectPath: null,
  supportEmail: null,
  maxUploadMb: null,
  transcribedLanguages: null,
  legal: { governingLaw: null, negotiationDays: null, arbitrationSeat: null },
};

const normalise = (body: Partial<ClientSettings> | undefined): ClientSettings => ({
  googleClientId: body?.googleClientId || null,
  googleRedirectPath: body?.googleRedirectPath || null,
  supportEmail: body?.supportEmail || null,
  maxUploadMb:
    typeof body?.maxUploadMb === 'number' && body.maxUploadMb > 0 ? body.maxUploadMb : null,
  transcribedLanguages: Array.isArray(body?.transcribedLanguages)
    ? body.transcribedLanguages
    : null,
  legal: { ...UNCONFIGURED.legal, ...body?.legal },
});

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One request per page load: the values only change when the server restarts. */
    getClientSettings: build.query<ClientSettings, void>({
      query: () => ({ url: CLIENT_CONFIG_PATH, skipRefresh: true }),
      transformResponse: normalise,
      providesTags: ['Config'],
      keepUnusedDataFor: Infinity,
      // Logged, never toasted: an error about fine print would only be in the way.
      extraOptions: { action: 'loading the client configuration', quiet: true },
    }),
  }),
});

/**
 * The deployment's settings once loaded (undefined while loading). A failure reads as "nothing
 * configured" (and is asked again by the next page that needs it): pages still render, with
 * their placeholders.
 */
export function useClientSettings(): ClientSettings | undefined {
  const { data, isError } = configApi.useGetClientSettingsQuery();
  return isError ? UNCONFIGURED : data;
}
