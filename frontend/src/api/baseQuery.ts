import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiClient, QueryValue, UploadOptions } from './client';
import { type ApiFailure, isCancellation, toApiFailure } from './errors';
import type { Notifier } from '../app/notifier';

/** What every RTK Query call (and thunk) gets besides its argument: the HTTP client, the toaster. */
export interface ThunkExtra {
  api: ApiClient;
  notify: Notifier;
}

/** One call of the API, as an endpoint describes it. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  params?: Record<string, QueryValue>;
  /** The call itself belongs to signing in (or is public): a 401 is an answer, not an expiry. */
  skipRefresh?: boolean;
  /** Send the signed-in person's id as `userId`, in the query string or the JSON body. */
  asUser?: 'params' | 'body';
  /** A multipart upload (one file), with the browser's progress. */
  form?: FormData;
  onProgress?: UploadOptions['onProgress'];
}

/**
 * How an endpoint's outcome is told (docs/decisions.md, "Frontend (public site and shell)":
 * Toasts), read by the toast listener (app/toasts.ts) from the outcome's `baseQueryMeta`.
 */
export interface Telling {
  /** Completes 'An unknown error occurred while …' for failures that are not HTTP errors. */
  action?: string;
  /**
   * Toast the server's message on success. Default: mutations yes, queries no (a toast on every
   * page load would drown the ones that matter).
   */
  announce?: boolean;
  /** Failures are logged, not toasted: the screen says what happened in place. */
  quiet?: boolean;
}

/** What the toast listener finds on every outcome of this API. */
export type CallMeta = Required<Telling>;

/** A failed call: the reason a person reads, or our own cancellation (nobody to tell). */
export type CallFailure = ApiFailure & { aborted?: true };

const userIdOf = (api: BaseQueryApi) =>
  (api.getState() as { user: { userId: string | null } }).user.userId;

/**
 * Runs one call of the HTTP client (which keeps the SPA's header, cookies and the one-time
 * session refresh: api/client.ts) and turns its outcome into RTK Query's {data} | {error}.
 */
export async function runCall<T>(
  api: BaseQueryApi,
  telling: Telling,
  call: (client: ApiClient) => Promise<T>,
): Promise<{ data: T; meta: CallMeta } | { error: CallFailure; meta: CallMeta }> {
  const meta: CallMeta = {
    action: telling.action ?? 'calling Deckforge',
    announce: telling.announce ?? api.type === 'mutation',
    quiet: telling.quiet ?? false,
  };
  try {
    return { data: await call((api.extra as ThunkExtra).api), meta };
  } catch (error) {
    if (isCancellation(error) || api.signal.aborted)
      return { error: { message: 'Cancelled', aborted: true }, meta };
    return { error: toApiFailure(error, meta.action), meta };
  }
}

/** The API's baseQuery: an {@link ApiRequest} through the app's HTTP client. */
export const clientBaseQuery: BaseQueryFn<ApiRequest, unknown, CallFailure, Telling, CallMeta> = (
  request,
  api,
  telling = {},
) =>
  runCall(api, telling, (client) => {
    const { url, body, form, onProgress, skipRefresh } = request;
    const userId = request.asUser ? userIdOf(api) : undefined;
    const params = request.asUser === 'params' ? { ...request.params, userId } : request.params;
    const options = { params, signal: api.signal, skipRefresh };
    if (form) return client.upload(url, form, { ...options, onProgress });
    if ((request.method ?? 'GET') === 'GET') return client.get(url, options);
    const json = request.asUser === 'body' ? { ...(body as object), userId } : body;
    return client.post(url, json, options);
  });

/** A mutation's or lazy query's error, as the app reads it (RTK's own errors have no code). */
export const requestCodeOf = (error: CallFailure | SerializedError | undefined) =>
  error && 'requestCode' in error ? error.requestCode : undefined;

/** The call was cancelled by us (its screen left): no outcome to show anyone. */
export const wasCancelled = (error: CallFailure | SerializedError | undefined) =>
  !!error &&
  (('aborted' in error && error.aborted === true) ||
    ('name' in error && error.name === 'AbortError'));
