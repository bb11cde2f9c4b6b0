import type {
  EMAIL_SUBJECTS,
  EMAIL_TEMPLATES,
  MessageResponse,
  SurveyData,
  UserProfile,
  VerifiedEmail,
} from '@deckforge/proto';
import { deactivate, logout } from '../app/sessionActions';
import { apiThunk } from '../app/thunk';

/**
 * The /user calls (docs/architecture.md, "HTTP API"), one thunk each, with pending/fulfilled/
 * rejected outcomes. Log-out and deactivation end the session, so they live in
 * app/sessionActions.ts; the user slice tracks them with the rest.
 */

export interface Credentials {
  email: string;
  password: string;
}
/** A log-in; `code` is the one e-mailed after a CONFIRM_SIGN_IN answer. */
export interface LoginArgs extends Credentials {
  code?: string;
}
/**
 * What proves, beyond the session, that the owner changes the password or deactivates: the
 * current password or a code from `sendSecurityCode` (docs/decisions.md).
 */
export interface OwnerProof {
  currentPassword?: string;
  code?: string;
}
/** A new password: signed in with an owner proof, or signed out after a reset code. */
export interface PasswordUpdateArgs extends Credentials, OwnerProof {}
export interface RegisterArgs extends Credentials {
  name: string;
}
export interface SendEmailArgs {
  email: string;
  template: (typeof EMAIL_TEMPLATES)[number];
  subject: (typeof EMAIL_SUBJECTS)[number];
}
export interface ContactArgs {
  name: string;
  email: string;
  message: string;
}
export interface DeactivationArgs extends OwnerProof {
  email: string;
  reason: string;
  details: string;
}

export type SignedInResponse = MessageResponse & UserProfile;

/** The two mails a person can ask for (template and subject belong together). */
export const VERIFICATION_EMAIL = {
  template: 'verificationEmail',
  subject: 'Account Verification',
} as const;
export const PASSWORD_RESET_EMAIL = {
  template: 'forgotPasswordEmail',
  subject: 'Reset Password',
} as const;

export const register = apiThunk<MessageResponse & { email: string }, RegisterArgs>(
  'user/register',
  'creating your account',
  async (body, { api, signal }) => api.post('/user/register', body, { signal, skipRefresh: true }),
);

/** The answer's `purpose` says what comes next: log in, or choose a password (/reset). */
export const verifyEmail = apiThunk<VerifiedEmail, { email: string; code: string }>(
  'user/verifyEmail',
  'verifying the code',
  async (body, { api, signal }) =>
    api.post('/user/verify-email', body, { signal, skipRefresh: true }),
);

export const login = apiThunk<SignedInResponse, LoginArgs>(
  'user/login',
  'logging in',
  async (body, { api, signal }) => api.post('/user/login', body, { signal, skipRefresh: true }),
);

export const loginGoogle = apiThunk<SignedInResponse, { idToken: string }>(
  'user/loginGoogle',
  'logging in with Google',
  async (body, { api, signal }) =>
    api.post('/user/login-google', body, { signal, skipRefresh: true }),
);

/** The session check of the guard: answers the profile the store keeps. */
export const verifyToken = apiThunk<SignedInResponse>(
  'user/verifyToken',
  'checking your session',
  async (_arg, { api, signal }) => api.get('/user/verify-token', { signal }),
  { announceSuccess: false },
);

export const sendEmail = apiThunk<MessageResponse & { email: string }, SendEmailArgs>(
  'user/sendEmail',
  'sending the e-mail',
  async (body, { api, signal }) => api.post('/user/email', body, { signal, skipRefresh: true }),
);

export const updateName = apiThunk<
  MessageResponse & { userName?: string },
  { name: string; email: string }
>('user/updateName', 'updating your name', async (body, { api, signal }) =>
  api.post('/user/username', body, { signal }),
);

/** Signed in (settings, with an owner proof) or signed out with the reset grant cookie. */
export const updatePassword = apiThunk<MessageResponse, PasswordUpdateArgs>(
  'user/updatePassword',
  'updating your password',
  async (body, { api, signal }) => api.post('/user/password', body, { signal }),
);

/** E-mails the signed-in owner a code for a password change or deactivation. */
export const sendSecurityCode = apiThunk<MessageResponse & { email: string }, { email: string }>(
  'user/sendSecurityCode',
  'sending the code',
  async (body, { api, signal }) => api.post('/user/security-code', body, { signal }),
);

export const getBalance = apiThunk<MessageResponse & { creditBalance: number }>(
  'user/getBalance',
  'fetching your credit balance',
  async (_arg, { api, signal, state }) =>
    api.get('/user/balance', { signal, params: { userId: state.user.userId } }),
  { announceSuccess: false },
);

/** Sent as {formData}: the gateway's contract for /user/contact. */
export const contact = apiThunk<MessageResponse, ContactArgs>(
  'user/contact',
  'sending your message',
  async (formData, { api, signal }) =>
    api.post('/user/contact', { formData }, { signal, skipRefresh: true }),
);

export const submitSurvey = apiThunk<MessageResponse, { userId: string; surveyData: SurveyData }>(
  'user/submitSurvey',
  'sending the survey',
  async (body, { api, signal }) => api.post('/user/survey', body, { signal }),
);

/**
 * The survey was shown: the account remembers it, so no browser asks this person again. Quiet
 * and not among userThunks: it runs beside whatever the person does and must not mark the
 * user forms busy.
 */
export const markSurveyAsked = apiThunk<MessageResponse & { surveyAsked: true }>(
  'user/markSurveyAsked',
  'noting that the survey was shown',
  async (_arg, { api, signal, state }) =>
    api.post('/user/survey/asked', { userId: state.user.userId }, { signal }),
  { announceSuccess: false },
);

/** Every thunk above: the slice tracks status/message/error for all of them alike. */
export const userThunks = [
  register,
  verifyEmail,
  login,
  loginGoogle,
  logout,
  verifyToken,
  sendEmail,
  updateName,
  updatePassword,
  sendSecurityCode,
  deactivate,
  getBalance,
  contact,
  submitSurvey,
] as const;
