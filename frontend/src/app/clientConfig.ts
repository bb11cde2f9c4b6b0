import type { ClientConfig } from '@deckforge/proto';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useAppDispatch } from './hooks';
import { createAppAsyncThunk } from './thunk';

/** Where the gateway says what the SPA needs to know before anyone signs in. */
export const CLIENT_CONFIG_PATH = '/config';

/**
 * GET /api/v1/config without its message: what the SPA needs before anyone signs in. The upload
 * limit is null when the server could not say (the server still enforces its own).
 */
export type ClientSettings = Omit<ClientConfig, 'message' | 'maxUploadMb'> & {
  maxUploadMb: number | null;
};

/** Nothing configured: Google unavailable, no upload limit known, legal blanks as placeholders. */
export const UNCONFIGURED: ClientSettings = {
  googleClientId: null,
  googleRedirectPath: null,
  supportEmail: null,
  maxUploadMb: null,
  legal: { governingLaw: null, negotiationDays: null, arbitrationSeat: null },
};

/** One request per client: the values only change when the server restarts. */
const cache = new WeakMap<ApiClient, Promise<ClientSettings>>();

const normalise = (body: Partial<ClientSettings> | undefined): ClientSettings => ({
  googleClientId: body?.googleClientId || null,
  googleRedirectPath: body?.googleRedirectPath || null,
  supportEmail: body?.supportEmail || null,
  maxUploadMb:
    typeof body?.maxUploadMb === 'number' && body.maxUploadMb > 0 ? body.maxUploadMb : null,
  legal: { ...UNCONFIGURED.legal, ...body?.legal },
});

/**
 * The deployment's settings. A failure is logged and reads as "nothing configured" (asked again
 * next time): pages still render, with their placeholders, instead of an error about fine print.
 */
export const loadClientSettings = createAppAsyncThunk<ClientSettings>(
  'config/load',
  (_arg, { extra }) => {
    let settings = cache.get(extra.api);
    if (!settings) {
      settings = extra.api
        .get<Partial<ClientSettings>>(CLIENT_CONFIG_PATH, { skipRefresh: true })
        .then(normalise)
        .catch((error: unknown) => {
          console.error('Could not load the client configuration', error);
          cache.delete(extra.api);
          return UNCONFIGURED;
        });
      cache.set(extra.api, settings);
    }
    return settings;
  },
);

/** The deployment's settings once loaded (undefined while loading). */
export function useClientSettings(): ClientSettings | undefined {
  const dispatch = useAppDispatch();
  const [settings, setSettings] = useState<ClientSettings>();
  useEffect(() => {
    let current = true;
    void dispatch(loadClientSettings())
      .unwrap()
      .then((loaded) => {
        if (current) setSettings(loaded);
      });
    return () => {
      current = false;
    };
  }, [dispatch]);
  return settings;
}
