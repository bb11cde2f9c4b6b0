import { z } from 'zod';
import { event, rpc } from './common/contracts';
import {
  emailField,
  idField,
  MAX_TEXT_LENGTH,
  nameField,
  passwordField,
  requiredText,
  verificationCodeField,
} from './common/fields';
import { Messages } from './common/messages';
import type { MessageResponse } from './common/responses';

/** Accounts, sessions, mail, contact messages and surveys (spec section 7, User table). */

export const AUTH_COOKIES = {
  access: 'df_access',
  refresh: 'df_refresh',
  /** Short-lived proof that a password-reset code was verified; lets /user/password set a new one. */
  resetGrant: 'df_reset',
} as const;

/** How access tokens are signed (by identity) and verified (by the gateway). */
export const ACCESS_TOKEN = {
  issuer: 'deckforge-identity',
  audience: 'deckforge',
  algorithm: 'HS256',
} as const;

/** Claims of the access JWT the gateway verifies on every signed-in call. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  typ: 'access';
}

export const EMAIL_TEMPLATES = ['verificationEmail', 'forgotPasswordEmail'] as const;
export const EMAIL_SUBJECTS = ['Account Verification', 'Reset Password'] as const;

export const SATISFACTION_SCALE = [
  'Very Dissatisfied',
  'Dissatisfied',
  'Neutral',
  'Satisfied',
  'Very Satisfied',
] as const;
export const EASE_OF_USE_SCALE = [
  'Very Difficult',
  'Difficult',
  'Neutral',
  'Easy',
  'Very Easy',
] as const;
export const RECOMMENDATION_SCALE = [
  'Not Likely',
  'Unlikely',
  'Neutral',
  'Likely',
  'Very Likely',
] as const;

const optionalText = z.string().max(MAX_TEXT_LENGTH).default('');

/* ---------- HTTP bodies (what the browser sends) ---------- */

export const registerBody = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
});
export const verifyEmailBody = z.object({ email: emailField, code: verificationCodeField });
export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(128),
});
export const googleLoginBody = z.object({
  idToken: z.string({ error: 'Google credential is required' }).min(1).max(8192),
});
export const refreshTokenBody = z.object({ email: emailField });
export const sendEmailBody = z.object({
  email: emailField,
  template: z.enum(EMAIL_TEMPLATES, { error: 'Unknown e-mail template' }),
  subject: z.enum(EMAIL_SUBJECTS, { error: 'Unknown e-mail subject' }),
});
export const updateNameBody = z.object({ name: nameField, email: emailField });
export const updatePasswordBody = z.object({ password: passwordField, email: emailField });
export const deactivationBody = z.object({
  email: emailField,
  reason: requiredText('Please select a reason', 200),
  details: requiredText('Please add some details'),
});
export const contactBody = z.object({
  formData: z.object(
    { name: nameField, email: emailField, message: requiredText(Messages.messageRequired) },
    { error: 'formData is required' },
  ),
});
export const surveyData = z.object({
  satisfaction: z.enum(SATISFACTION_SCALE, { error: 'Please rate your satisfaction' }),
  wouldPay: z.boolean({ error: 'Please say whether you would pay' }),
  likeMost: optionalText,
  likeLeast: optionalText,
  featureRequests: optionalText,
  easeOfUse: z.enum(EASE_OF_USE_SCALE, { error: 'Please rate the ease of use' }),
  recommendation: z.enum(RECOMMENDATION_SCALE, {
    error: 'Please rate how likely you are to recommend us',
  }),
  comments: optionalText,
});
export type SurveyData = z.output<typeof surveyData>;
export const surveyBody = z.object({ userId: z.string().optional(), surveyData });

/* ---------- RPC payloads (what the gateway sends the identity service) ---------- */

const userId = idField('userId');
/** Who made the call, as the gateway saw it; used for rate limits and audit. */
const client = z.object({ ip: z.string().max(64), userAgent: z.string().max(512).default('') });

/** The user fields the client stores (spec section 3). */
export interface UserProfile {
  userId: string;
  userName: string;
  userEmail: string;
  /** ISO-8601 */
  createdAt: string;
  surveySent: boolean;
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
  /** Present when the code was a password-reset code: becomes the reset-grant cookie. */
  resetGrant?: string;
}

export const IdentityRpc = {
  register: rpc<MessageResponse & { userId: string; email: string }>()(
    'identity.register',
    registerBody.extend({ client }),
  ),
  verifyEmail: rpc<VerifiedEmail>()('identity.verify-email', verifyEmailBody.extend({ client })),
  login: rpc<SignedIn>()('identity.login', loginBody.extend({ client })),
  loginGoogle: rpc<SignedIn>()('identity.login-google', googleLoginBody.extend({ client })),
  /** The passport-google-oauth20 redirect flow ends here with Google's verified profile. */
  loginGoogleProfile: rpc<SignedIn>()(
    'identity.login-google-profile',
    z.object({ googleId: z.string().min(1), email: emailField, name: z.string().max(200), client }),
  ),
  logout: rpc<MessageResponse>()(
    'identity.logout',
    z.object({ userId: userId.optional(), refreshToken: z.string().max(512).optional() }),
  ),
  profile: rpc<MessageResponse & UserProfile>()('identity.profile', z.object({ userId })),
  refresh: rpc<SignedIn>()(
    'identity.refresh',
    refreshTokenBody.extend({ refreshToken: z.string().min(1).max(512), client }),
  ),
  sendEmail: rpc<MessageResponse & { email: string }>()(
    'identity.send-email',
    sendEmailBody.extend({ client }),
  ),
  updateName: rpc<MessageResponse & { userName: string }>()(
    'identity.update-name',
    updateNameBody.extend({ userId }),
  ),
  updatePassword: rpc<MessageResponse>()(
    'identity.update-password',
    updatePasswordBody.extend({
      userId: userId.optional(),
      resetGrant: z.string().max(2048).optional(),
      currentRefreshToken: z.string().max(512).optional(),
    }),
  ),
  deactivate: rpc<MessageResponse>()('identity.deactivate', deactivationBody.extend({ userId })),
  contact: rpc<MessageResponse>()('identity.contact', contactBody.extend({ client })),
  survey: rpc<MessageResponse>()('identity.survey', z.object({ userId, surveyData })),
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
