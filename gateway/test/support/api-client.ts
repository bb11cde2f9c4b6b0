import { CLIENT_HEADER } from '@deckforge/proto';

/** The header the SPA sends with every call (its state-changing GETs need it). */
export const APP_HEADERS: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };

/** A cookie as the server set it. */
export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires?: Date;
  /** Every attribute as sent, lower-cased names (`httponly`, `samesite`, `secure`, ...). */
  attributes: Map<string, string>;
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The cookies this response set or cleared, by name. */
  setCookies: Map<string, StoredCookie>;
}

/**
 * A browser-like HTTP client for tests: keeps the cookies the gateway sets, and sends each one
 * only to the paths it belongs to (RFC 6265 path matching), as a browser would; like the SPA,
 * it sends `APP_HEADERS` with every call.
 */
export class ApiClient {
  readonly jar = new Map<string, StoredCookie>();

  constructor(readonly baseUrl: string) {}

  get<T = Record<string, unknown>>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = Record<string, unknown>>(
    path: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ) {
    return this.request<T>('POST', path, body, headers);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const url = new URL(path, this.baseUrl);
    const cookie = this.cookieHeader(url.pathname);
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...APP_HEADERS,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = new Map<string, StoredCookie>();
    for (const header of response.headers.getSetCookie()) {
      const parsed = parseSetCookie(header);
      setCookies.set(parsed.name, parsed);
      const key = `${parsed.name};${parsed.path}`;
      if (parsed.value === '' || (parsed.expires && parsed.expires.getTime() <= Date.now()))
        this.jar.delete(key);
      else this.jar.set(key, parsed);
    }
    const text = await response.text();
    const parsedBody = (
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    ) as T;
    return { status: response.status, body: parsedBody, headers: response.headers, setCookies };
  }

  /** The value of a cookie in the jar (whatever its path). */
  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((cookie) => cookie.name === name)?.value;
  }

  /** Puts a cookie in the jar as if the server had set it (e.g. a stolen or forged one). */
  setCookie(name: string, value: string, path = '/') {
    this.jar.set(`${name};${path}`, { name, value, path, attributes: new Map() });
  }

  /** A second browser with a copy of this one's cookies (a stolen cookie jar). */
  clone(): ApiClient {
    const copy = new ApiClient(this.baseUrl);
    for (const [key, cookie] of this.jar) copy.jar.set(key, { ...cookie });
    return copy;
  }

  cookieHeader(requestPath: string): string {
    return [...this.jar.values()]
      .filter((cookie) => pathMatches(requestPath, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

function parseSetCookie(header: string): StoredCookie {
  const [pair, ...parts] = header.split(';');
  const separator = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [name, ...value] = part.trim().split('=');
    attributes.set(name.toLowerCase(), value.join('='));
  }
  const maxAge = attributes.get('max-age');
  const expires =
    maxAge !== undefined
      ? new Date(Date.now() + Number(maxAge) * 1000)
      : attributes.has('expires')
        ? new Date(attributes.get('expires')!)
        : undefined;
  return {
    name: pair.slice(0, separator).trim(),
    value: decodeURIComponent(pair.slice(separator + 1).trim()),
    path: attributes.get('path') || '/',
    expires,
    attributes,
  };
}

/** RFC 6265 section 5.1.4. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
