import { z } from 'zod';
import { event, rpc } from './common/contracts';
import { emailField, idField } from './common/fields';
import type { MessageResponse } from './common/responses';
import type { SpeechLanguage } from './speech-languages';
import {
  registerBody,
  verifyEmailBody,
  loginBody,
  googleLoginBody,
  refreshTokenBody,
  sendEmailBody,
  updateNameBody,
  updatePasswordBody,
  deactivationBody,
  securityCodeBody,
  contactBody,
  surveyData,
} from './identity-bodies';

/** Accounts, sessions, mail, contact messages and surveys (docs/architecture.md, "HTTP API"). */

export const AUTH_COOKIES = {
  access: 'df_access',
  refresh: 'df_refresh',
  /** Short-lived proof that a password-reset code was verified; lets /user/password set a new one. */
  resetGrant: 'df_reset',
  /** Binds Google's redirect sign-in to the browser that started it (OAuth `state`). */
  oauthState: 'df_oauth',
  /**
   * Proof that this browser set (or just typed) the password of an account that is not verified
   * yet: verifying its e-mail keeps that password only with it (docs/decisions.md, "Sign-up").
   */
  signupProof: 'df_signup',
} as const;

/** What every service answers when a deactivated account tries to change anything. */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'This account has been deactivated. Please contact support if you want to use it again.';

/** Verification codes (docs/architecture.md, "Sessions"): six digits, valid 10 minutes, 5 attempts. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** How long a verified password-reset code lets the browser set a new password. */
export const RESET_GRANT_TTL_MINUTES = 15;

/** How access tokens are signed (by identity) and verified (by the gateway). */
export const ACCESS_TOKEN = {
  issuer: 'deckforge-identity',
  audience: 'deckforge',
  algorithm: 'HS256',
} as const;

/**
 * Claims of the access JWT the gateway verifies on every signed-in call. The profile claims
 * (`name`, `createdAt`, `surveySent`, `surveyAsked`) let the gateway answer `GET /user/verify-token` without
 * asking identity; identity re-signs the token when one of them changes.
 */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  typ: 'access';
  name?: string;
  /** ISO-8601 */
  createdAt?: string;
  surveySent?: boolean;
  surveyAsked?: boolean;
}

/**
 * Why Google's redirect sign-in sent the browser back to `/login?error=<code>`. The address is
 * anyone's to write, so the page shows only these texts, and nothing for an unknown code.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  cancelled: 'Google sign-in was cancelled. Please try again.',
  expired: 'Google sign-in took too long or was started in another browser. Please try again.',
  incomplete: 'Google sign-in was not completed. Please try again.',
  'unverified-email':
    'Your Google account has no verified e-mail address. Please verify it with Google or sign up with e-mail.',
  deactivated: ACCOUNT_DEACTIVATED_MESSAGE,
  failed: 'Google sign-in failed. Please try again.',
} as const;
export type GoogleSignInError = keyof typeof GOOGLE_SIGN_IN_ERRORS;

/** The message of a `?error=` code, or undefined when the code is not one of ours. */
export const googleSignInErrorMessage = (code: string | null | undefined): string | undefined =>
  code && Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, code)
    ? GOOGLE_SIGN_IN_ERRORS[code as GoogleSignInError]
    : undefined;

/* ---------- RPC payloads (what the gateway sends the identity service) ---------- */

const userId = idField('userId');
/** Who made the call, as the gateway saw it; stored with sessions and contact messages. */
const client = z.object({ ip: z.string().max(64), userAgent: z.string().max(512).default('') });
export type ClientInfo = z.input<typeof client>;
/** Opaque tokens the gateway holds in cookies; bounded so nothing huge reaches a query. */
const opaqueToken = z.string().min(1).max(512);
/**
 * The expiry of the caller's current access token (ISO-8601). A profile change re-signs the
 * token with the same expiry, so it never extends a session beyond what a refresh allows.
 */
const keepAccessUntil = z.iso.datetime({ offset: true }).optional();

/** The user fields the client stores (the app persists them). */
export interface UserProfile {
  userId: string;
  userName: string;
  userEmail: string;
  /** ISO-8601 */
  createdAt: string;
  surveySent: boolean;
  /**
   * The survey was put to this person (answered or not): it is asked once per person, on any
   * browser, so the account remembers it (docs/decisions.md, "The survey is asked once").
   */
  surveyAsked: boolean;
}

/** Tokens the gateway turns into cookies; never sent to the browser in a body. */
export interface IssuedSession {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

export interface SignedIn extends MessageResponse, UserProfile {
  session: IssuedSession;
}

export interface VerifiedEmail extends MessageResponse {
  email: string;
  /** What the code proved: the address (sign-up) or the right to set a new password. */
  purpose: 'emailVerification' | 'passwordReset';
  /** Present when the code was a password-reset code: becomes the reset-grant cookie. */
  resetGrant?: string;
  resetGrantExpiresAt?: string;
}

/** A re-signed access token after a profile change; the gateway swaps the cookie. */
export interface RenewedAccess {
  accessToken: string;
  accessExpiresAt: string;
}

/** `GET /api/v1/config`: what the SPA needs to know before anyone signs in. */
export interface ClientConfig extends MessageResponse {
  /** Google Identity Services client id for the ID-token button; null when not configured. */
  googleClientId: string | null;
  /** Where the browser starts Google's redirect sign-in; null when that flow is not configured. */
  googleRedirectPath: string | null;
  /** The support address the legal pages name; null when not configured. */
  supportEmail: string | null;
  /** Largest file a person may upload, in MB (MiB): storage's MAX_UPLOAD_MB. */
  maxUploadMb: number;
  /**
   * The spoken languages whose recordings the server transcribes (the others become media
   * slides that say there is no transcript); null when the presentation service did not say.
   */
  transcribedLanguages: SpeechLanguage[] | null;
  /**
   * Blanks of the Conditions of Use that the specification leaves to the operator; null when not
   * configured (the page then shows a visible placeholder, never an invented value).
   */
  legal: {
    /** e.g. "the State of Delaware, United States" */
    governingLaw: string | null;
    /** Days of informal negotiation before arbitration, e.g. "30". */
    negotiationDays: string | null;
    /** Where arbitration sits, e.g. "Wilmington, Delaware". */
    arbitrationSeat: string | null;
  };
}

/** A sign-up's answer: the same for a new, an existing and a deactivated address. */
export interface Registered extends MessageResponse {
  email: string;
  /** Becomes the `df_signup` cookie (never sent to the browser in a body). */
  signupProof: string;
}

export const IdentityRpc = {
  register: rpc<Registered>()('identity.register', registerBody.extend({ client })),
  verifyEmail: rpc<VerifiedEmail>()(
    'identity.verify-email',
    verifyEmailBody.extend({ client, signupProof: opaqueToken.optional() }),
  ),
  login: rpc<SignedIn>()('identity.login', loginBody.extend({ client })),
  loginGoogle: rpc<SignedIn>()('identity.login-google', googleLoginBody.extend({ client })),
  /** The passport-google-oauth20 redirect flow ends here with Google's verified profile. */
  loginGoogleProfile: rpc<SignedIn>()(
    'identity.login-google-profile',
    z.object({
      googleId: z.string().min(1).max(255),
      email: emailField,
      name: z.string().max(200),
      client,
    }),
  ),
  /** Revokes the session family of the refresh token (the browser's cookie); always succeeds. */
  logout: rpc<MessageResponse>()(
    'identity.logout',
    z.object({ userId: userId.optional(), refreshToken: opaqueToken.optional() }),
  ),
  profile: rpc<MessageResponse & UserProfile>()('identity.profile', z.object({ userId })),
  refresh: rpc<SignedIn>()(
    'identity.refresh',
    refreshTokenBody.extend({ refreshToken: opaqueToken, client }),
  ),
  sendEmail: rpc<MessageResponse & { email: string }>()(
    'identity.send-email',
    sendEmailBody.extend({ client }),
  ),
  updateName: rpc<MessageResponse & { userName: string; access: RenewedAccess }>()(
    'identity.update-name',
    updateNameBody.extend({ userId, keepAccessUntil }),
  ),
  /**
   * Signed in (`userId` with the current password or a security code, keeping the session of
   * `currentRefreshToken`, whose new access token comes back in `access`) or signed out with the
   * reset grant of a verified password-reset code. Every other session and access token ends.
   */
  updatePassword: rpc<MessageResponse & { userId: string; access?: RenewedAccess }>()(
    'identity.update-password',
    updatePasswordBody.extend({
      userId: userId.optional(),
      resetGrant: opaqueToken.optional(),
      currentRefreshToken: opaqueToken.optional(),
    }),
  ),
  deactivate: rpc<MessageResponse>()('identity.deactivate', deactivationBody.extend({ userId })),
  securityCode: rpc<MessageResponse & { email: string }>()(
    'identity.security-code',
    securityCodeBody.extend({ userId }),
  ),
  contact: rpc<MessageResponse>()(
    'identity.contact',
    contactBody.extend({ client, userId: userId.optional() }),
  ),
  survey: rpc<MessageResponse & { surveySent: true; access: RenewedAccess }>()(
    'identity.survey',
    z.object({ userId, surveyData, keepAccessUntil }),
  ),
  /** The survey was shown to the person: never ask them again, whatever they answer. */
  surveyAsked: rpc<MessageResponse & { surveyAsked: true; access: RenewedAccess }>()(
    'identity.survey-asked',
    z.object({ userId, keepAccessUntil }),
  ),
} as const;

export const IdentityEvents = {
  userRegistered: event(
    'user.registered',
    z.object({ userId, email: z.string(), name: z.string(), occurredAt: z.string() }),
  ),
  userDeactivated: event(
    'user.deactivated',
    z.object({ userId, email: z.string(), occurredAt: z.string() }),
  ),
} as const;
