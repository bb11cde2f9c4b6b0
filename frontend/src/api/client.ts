/**
 * The one HTTP client: base `/api/v1`, cookies and the SPA's `CLIENT_HEADER` on every call (the
 * gateway refuses its state-changing GETs without it), no time-out (uploads and generation take
 * as long as they take). On 401/403 it asks for a new access token once with the stored
 * e-mail and replays the call; concurrent failures share one refresh, because a refresh token is
 * single-use and a second use would revoke the whole session family.
 *
 * Built on fetch (and XMLHttpRequest for upload progress) rather than a library: it is the
 * landing page's critical path, and axios alone weighed 21 KB gzip there (docs/benchmarks.md).
 */

import { CLIENT_HEADER } from '@deckforge/proto';

/**
 * Every call goes to the gateway's versioned API on the same origin (docs/architecture.md,
 * "HTTP API").
 */
export const API_BASE = '/api/v1';

export type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The call itself belongs to signing in: a 401 there is an answer, not an expired session. */
  skipRefresh?: boolean;
}

export interface UploadOptions extends RequestOptions {
  /** Bytes sent so far and in total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
}

interface Download {
  blob: Blob;
  /** The Content-Type the server sent. */
  type: string;
  /** From Content-Disposition, when the server named the file. */
  fileName?: string;
}

/** A call that did not succeed: the server answered with an error, or never answered. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'network',
    readonly status?: number,
    /** The parsed JSON (or text) of an error answer. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the client needs to know about the session, without depending on the store. */
export interface SessionHooks {
  /** The signed-in user's e-mail, or undefined when nobody is signed in (then no refresh). */
  refreshEmail(): string | undefined;
  /** The refresh failed: the server no longer knows this session. */
  ended(): void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** multipart POST with progress events. */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** A file's bytes and type. */
  download(path: string, options?: RequestOptions): Promise<Download>;
}

const abortError = () => new DOMException('The request was aborted', 'AbortError');

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const fileNameOf = (disposition: string | null): string | undefined => {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
};

export function createApiClient(session: SessionHooks, baseURL = API_BASE): ApiClient {
  let refreshing: Promise<void> | undefined;

  const url = (path: string, params?: Record<string, QueryValue>) => {
    const address = new URL(baseURL + path, window.location.href);
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null) address.searchParams.set(key, String(value));
    }
    return address.toString();
  };

  /** One fetch; any non-2xx answer becomes an ApiError carrying the server's body. */
  const perform = async (method: string, path: string, body: unknown, options: RequestOptions) => {
    const isForm = body instanceof FormData;
    let response: Response;
    try {
      response = await fetch(url(path, options.params), {
        method,
        credentials: 'include',
        signal: options.signal,
        headers: {
          [CLIENT_HEADER.name]: CLIENT_HEADER.value,
          ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
    } catch (error) {
      if (options.signal?.aborted) throw abortError();
      throw new ApiError((error as Error).message || 'Network error', 'network');
    }
    if (!response.ok) {
      const errorBody = await readBody(response).catch(() => undefined);
      throw new ApiError(`HTTP ${response.status}`, 'http', response.status, errorBody);
    }
    return response;
  };

  const refresh = (email: string): Promise<void> => {
    refreshing ??= perform('POST', '/user/refresh-token', { email }, { skipRefresh: true })
      .then(() => undefined)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  /** Runs a call; on 401/403 refreshes once (when someone is signed in) and replays it. */
  const withRefresh = async <T>(call: () => Promise<T>, options: RequestOptions): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const expired = error instanceof ApiError && (error.status === 401 || error.status === 403);
      const email = expired && !options.skipRefresh ? session.refreshEmail() : undefined;
      if (!email) throw error;
      try {
        await refresh(email);
      } catch {
        session.ended();
        throw error;
      }
      return call();
    }
  };

  const json = async <T>(method: string, path: string, body: unknown, options: RequestOptions) =>
    withRefresh(
      async () => (await readBody(await perform(method, path, body, options))) as T,
      options,
    );

  return {
    get: (path, options = {}) => json('GET', path, undefined, options),
    post: (path, body = {}, options = {}) => json('POST', path, body, options),
    download: (path, options = {}) =>
      withRefresh(async () => {
        const response = await perform('GET', path, undefined, options);
        return {
          blob: await response.blob(),
          type: response.headers.get('content-type') ?? 'application/octet-stream',
          fileName: fileNameOf(response.headers.get('content-disposition')),
        };
      }, options),
    upload: (path, form, options = {}) =>
      withRefresh(
        () =>
          new Promise((resolve, reject) => {
            // fetch cannot report upload progress; XMLHttpRequest can.
            const request = new XMLHttpRequest();
            request.open('POST', url(path, options.params));
            request.withCredentials = true;
            request.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
            request.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.total);
            request.onload = () => {
              let body: unknown = request.responseText || undefined;
              if (
                request.getResponseHeader('content-type')?.includes('json') &&
                request.responseText
              ) {
                try {
                  body = JSON.parse(request.responseText) as unknown;
                } catch {
                  /* keep the text */
                }
              }
              if (request.status >= 200 && request.status < 300) resolve(body as never);
              else reject(new ApiError(`HTTP ${request.status}`, 'http', request.status, body));
            };
            request.onerror = () => reject(new ApiError('Network error', 'network'));
            request.onabort = () => reject(abortError());
            options.signal?.addEventListener('abort', () => request.abort(), { once: true });
            request.send(form);
          }),
        options,
      ),
  };
}
