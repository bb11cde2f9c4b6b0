import type {
  EMAIL_SUBJECTS,
  EMAIL_TEMPLATES,
  MessageResponse,
  SurveyData,
  UserProfile,
  VerifiedEmail,
} from '@deckforge/proto';
import { api } from './api';

/**
 * The /user calls (docs/architecture.md, "HTTP API"), one endpoint each. Log-out and
 * deactivation end the session, so they live in app/sessionActions.ts.
 */

interface Credentials {
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

type Reply<T = object> = MessageResponse & T;

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<Reply<{ email: string }>, RegisterArgs>({
      query: (body) => ({ url: '/user/register', method: 'POST', body, skipRefresh: true }),
      extraOptions: { action: 'creating your account' },
    }),
    /** The answer's `purpose` says what comes next: log in, or choose a password (/reset). */
    verifyEmail: build.mutation<VerifiedEmail, { email: string; code: string }>({
      query: (body) => ({ url: '/user/verify-email', method: 'POST', body, skipRefresh: true }),
      extraOptions: { action: 'verifying the code' },
    }),
    login: build.mutation<SignedInResponse, LoginArgs>({
      query: (body) => ({ url: '/user/login', method: 'POST', body, skipRefresh: true }),
      extraOptions: { action: 'logging in' },
    }),
    loginGoogle: build.mutation<SignedInResponse, { idToken: string }>({
      query: (body) => ({ url: '/user/login-google', method: 'POST', body, skipRefresh: true }),
      extraOptions: { action: 'logging in with Google' },
    }),
    /**
     * The session check of the guard: answers the profile the store keeps. A mutation, not a
     * cached query: every entry to a signed-in page asks the server again.
     */
    verifyToken: build.mutation<SignedInResponse, void>({
      query: () => ({ url: '/user/verify-token' }),
      extraOptions: { action: 'checking your session', announce: false },
    }),
    sendEmail: build.mutation<Reply<{ email: string }>, SendEmailArgs>({
      query: (body) => ({ url: '/user/email', method: 'POST', body, skipRefresh: true }),
      extraOptions: { action: 'sending the e-mail' },
    }),
    updateName: build.mutation<Reply<{ userName?: string }>, { name: string; email: string }>({
      query: (body) => ({ url: '/user/username', method: 'POST', body }),
      extraOptions: { action: 'updating your name' },
    }),
    /** Signed in (settings, with an owner proof) or signed out with the reset grant cookie. */
    updatePassword: build.mutation<MessageResponse, PasswordUpdateArgs>({
      query: (body) => ({ url: '/user/password', method: 'POST', body }),
      extraOptions: { action: 'updating your password' },
    }),
    /** E-mails the signed-in owner a code for a password change or deactivation. */
    sendSecurityCode: build.mutation<Reply<{ email: string }>, { email: string }>({
      query: (body) => ({ url: '/user/security-code', method: 'POST', body }),
      extraOptions: { action: 'sending the code' },
    }),
    getBalance: build.query<number, void>({
      query: () => ({ url: '/user/balance', asUser: 'params' }),
      transformResponse: (reply: Reply<{ creditBalance: number }>) => reply.creditBalance,
      providesTags: ['Balance'],
      extraOptions: { action: 'fetching your credit balance' },
    }),
    /** Sent as {formData}: the gateway's contract for /user/contact. */
    contact: build.mutation<MessageResponse, ContactArgs>({
      query: (formData) => ({
        url: '/user/contact',
        method: 'POST',
        body: { formData },
        skipRefresh: true,
      }),
      extraOptions: { action: 'sending your message' },
    }),
    submitSurvey: build.mutation<MessageResponse, { userId: string; surveyData: SurveyData }>({
      query: (body) => ({ url: '/user/survey', method: 'POST', body }),
      extraOptions: { action: 'sending the survey' },
    }),
    /**
     * The survey was shown: the account remembers it, so no browser asks this person again.
     * Quiet: it runs beside whatever the person does.
     */
    markSurveyAsked: build.mutation<Reply<{ surveyAsked: true }>, { userId: string }>({
      query: (body) => ({ url: '/user/survey/asked', method: 'POST', body }),
      extraOptions: { action: 'noting that the survey was shown', announce: false },
    }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyEmailMutation,
  useLoginMutation,
  useLoginGoogleMutation,
  useVerifyTokenMutation,
  useSendEmailMutation,
  useUpdateNameMutation,
  useUpdatePasswordMutation,
  useSendSecurityCodeMutation,
  useGetBalanceQuery,
  useLazyGetBalanceQuery,
  useContactMutation,
  useSubmitSurveyMutation,
  useMarkSurveyAskedMutation,
} = userApi;
