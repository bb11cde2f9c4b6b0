import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A Google account as the fake knows it. */
export interface GooglePerson {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

interface PendingCode {
  person: GooglePerson;
  redirectUri: string;
  codeChallenge?: string;
}

const ISSUER = 'https://accounts.google.com';

/**
 * Google's sign-in endpoints on loopback, for tests (remote APIs are faked at the wire): the
 * public keys for ID tokens (PEM by key id, like https://www.googleapis.com/oauth2/v1/certs),
 * the OAuth authorization endpoint (signs in whoever `signInAs` named and redirects back with a
 * code), the token endpoint (checks client secret and PKCE) and the userinfo endpoint.
 */
export class FakeGoogle {
  readonly tokenRequests: Array<Record<string, string>> = [];
  private readonly privateKey: KeyObject;
  private readonly publicKeyPem: string;
  private readonly keyId = randomBytes(8).toString('hex');
  private readonly codes = new Map<string, PendingCode>();
  private readonly accessTokens = new Map<string, GooglePerson>();
  private nextPerson?: GooglePerson;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly clientId: string,
    readonly clientSecret: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  static async start(clientId = 'deckforge-test.apps.googleusercontent.com'): Promise<FakeGoogle> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const fake = new FakeGoogle(server, `http://127.0.0.1:${port}`, clientId, 'fake-google-secret');
    server.on('request', (request, response) => void fake.handle(request, response));
    return fake;
  }

  /** What the identity service and the gateway need to use this fake instead of Google. */
  get env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_CERTS_URL: `${this.url}/oauth2/v1/certs`,
      GOOGLE_AUTHORIZATION_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/oauth2/v3/userinfo`,
    };
  }

  /** The person the next visit to the authorization endpoint signs in. */
  signInAs(person: GooglePerson): void {
    this.nextPerson = person;
  }

  /**
   * An ID token as Google Identity Services hands it to the browser: RS256 with this fake's key
   * (or `signingKey`), for our client id, valid an hour — each claim can be overridden.
   */
  idToken(
    person: GooglePerson,
    overrides: Record<string, unknown> = {},
    signingKey: KeyObject = this.privateKey,
  ): string {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', kid: this.keyId, typ: 'JWT' };
    const payload = {
      iss: ISSUER,
      aud: this.clientId,
      iat: now,
      exp: now + 3600,
      ...person,
      ...overrides,
    };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signed = `${encode(header)}.${encode(payload)}`;
    const signature = sign('sha256', Buffer.from(signed), signingKey).toString('base64url');
    return `${signed}.${signature}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    if (url.pathname === '/oauth2/v1/certs') {
      return json(
        response,
        200,
        { [this.keyId]: this.publicKeyPem },
        { 'cache-control': 'public, max-age=60' },
      );
    }
    if (url.pathname === '/o/oauth2/v2/auth') return this.authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') {
      return this.token(new URLSearchParams(await readBody(request)), response);
    }
    if (url.pathname === '/oauth2/v3/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const person = this.accessTokens.get(bearer ?? url.searchParams.get('access_token') ?? '');
      return person ? json(response, 200, person) : json(response, 401, { error: 'invalid_token' });
    }
    json(response, 404, { error: 'not_found' });
  }

  private authorize(url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== this.clientId || !redirectUri) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    const state = url.searchParams.get('state');
    if (state) back.searchParams.set('state', state);
    if (!this.nextPerson) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      this.codes.set(code, {
        person: this.nextPerson,
        redirectUri,
        codeChallenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.toString() }).end();
  }

  private token(form: URLSearchParams, response: ServerResponse) {
    this.tokenRequests.push(Object.fromEntries(form));
    const pending = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !pending ||
      form.get('client_id') !== this.clientId ||
      form.get('client_secret') !== this.clientSecret ||
      form.get('redirect_uri') !== pending.redirectUri ||
      (pending.codeChallenge !== undefined && pending.codeChallenge !== challenge)
    ) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'Bad code' });
    }
    const accessToken = randomBytes(16).toString('hex');
    this.accessTokens.set(accessToken, pending.person);
    json(response, 200, {
      access_token: accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: this.idToken(pending.person),
    });
  }
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}
