import {
  balanceQuery,
  checkoutBody,
  contactBody,
  countTokensQuery,
  deactivationBody,
  deleteFileQuery,
  downloadQuery,
  emailField,
  fileMetadataQuery,
  generateQuery,
  googleLoginBody,
  historyQuery,
  loginBody,
  refreshTokenBody,
  registerBody,
  renderProjectBody,
  restoreVersionBody,
  sandboxPayBody,
  securityCodeBody,
  sendEmailBody,
  surveyAskedBody,
  surveyBody,
  updateNameBody,
  updatePasswordBody,
  uploadQuery,
  verifyEmailBody,
  verifyPaymentBody,
} from '@deckforge/proto';
import type { z } from 'zod';
import { wellFormed } from './bad-values';

/** Who the requests are made as, and what belongs to them. */
export interface CallerContext {
  userId: string;
  email: string;
  /** One of the caller's own files (media). */
  fileId: string;
  /** A system template's id. */
  templateId: string;
}

type Input = Record<string, unknown>;

/** One /api/v1 route as the bad-input suite drives it. */
export interface Endpoint {
  method: 'GET' | 'POST';
  /** OpenAPI path, e.g. `/api/v1/ppt/jobs/{jobId}`. */
  path: string;
  /** Private routes answer 401 to a request without a valid session. */
  access: 'public' | 'private';
  /** Where the input goes: a JSON body or the query string (with a valid example to mutate). */
  input?: { in: 'body' | 'query'; schema: z.ZodType; valid: (caller: CallerContext) => Input };
  /** Pages for people (HTML, redirects): refusals are pages, not `{message}`. */
  page?: boolean;
  /**
   * A GET that changes something (`@ChangesState()`): answered only to our own pages, with the
   * app's header; anything another site could cause is 403.
   */
  changesState?: boolean;
  /**
   * Inputs the schema accepts that must still be refused: another user's id or e-mail. The
   * default refuses only what the schema refuses.
   */
  ownership?: { userIdField?: boolean; ownEmailField?: boolean };
}

const json = (schema: z.ZodType, valid: (caller: CallerContext) => Input) => ({
  in: 'body' as const,
  schema,
  valid,
});
const query = (schema: z.ZodType, valid: (caller: CallerContext) => Input) => ({
  in: 'query' as const,
  schema,
  valid,
});
const PASSWORD = 'Analytical1!';
const filesOf = (caller: CallerContext) =>
  JSON.stringify([{ file_id: caller.fileId, file_type: 'text/markdown' }]);

/** Every /api/v1 route; the suite checks this list against the OpenAPI description. */
export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/v1/data/{resource}', access: 'public' },
  { method: 'GET', path: '/api/v1/config', access: 'public' },
  {
    method: 'POST',
    path: '/api/v1/user/register',
    access: 'public',
    input: json(registerBody, () => ({
      name: 'Bob',
      email: 'bob-new@example.com',
      password: PASSWORD,
    })),
  },
  {
    method: 'POST',
    path: '/api/v1/user/verify-email',
    access: 'public',
    input: json(verifyEmailBody, (c) => ({ email: c.email, code: '123456' })),
  },
  {
    method: 'POST',
    path: '/api/v1/user/email',
    access: 'public',
    input: json(sendEmailBody, (c) => ({
      email: c.email,
      template: 'forgotPasswordEmail',
      subject: 'Reset Password',
    })),
  },
  {
    method: 'POST',
    path: '/api/v1/user/username',
    access: 'private',
    input: json(updateNameBody, (c) => ({ name: 'Ada', email: c.email })),
    ownership: { ownEmailField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/user/password',
    access: 'public',
    input: json(updatePasswordBody, (c) => ({ password: PASSWORD, email: c.email })),
    ownership: { ownEmailField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/user/security-code',
    access: 'private',
    input: json(securityCodeBody, (c) => ({ email: c.email })),
    ownership: { ownEmailField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/user/deactivation',
    access: 'private',
    input: json(deactivationBody, (c) => ({ email: c.email, reason: '1', details: 'Moving on' })),
    ownership: { ownEmailField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/user/login',
    access: 'public',
    input: json(loginBody, (c) => ({ email: c.email, password: 'Wrong-password1!' })),
  },
  {
    method: 'POST',
    path: '/api/v1/user/login-google',
    access: 'public',
    input: json(googleLoginBody, () => ({ idToken: 'not-a-google-token' })),
  },
  { method: 'GET', path: '/api/v1/user/verify-token', access: 'private' },
  {
    method: 'POST',
    path: '/api/v1/user/refresh-token',
    access: 'public',
    input: json(refreshTokenBody, (c) => ({ email: c.email })),
  },
  { method: 'POST', path: '/api/v1/user/logout', access: 'public' },
  {
    method: 'POST',
    path: '/api/v1/user/contact',
    access: 'public',
    input: json(contactBody, (c) => ({
      formData: { name: 'Ada', email: c.email, message: 'Hello' },
    })),
  },
  {
    method: 'POST',
    path: '/api/v1/user/survey',
    access: 'private',
    input: json(surveyBody, (c) => ({
      userId: c.userId,
      surveyData: {
        satisfaction: 'Satisfied',
        wouldPay: true,
        easeOfUse: 'Easy',
        recommendation: 'Likely',
      },
    })),
    ownership: { userIdField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/user/survey/asked',
    access: 'private',
    input: json(surveyAskedBody, (c) => ({ userId: c.userId })),
    ownership: { userIdField: true },
  },
  {
    method: 'GET',
    path: '/api/v1/user/balance',
    access: 'private',
    input: query(balanceQuery, (c) => ({ userId: c.userId })),
    ownership: { userIdField: true },
  },
  { method: 'GET', path: '/api/v1/user/google', access: 'public', page: true },
  { method: 'GET', path: '/api/v1/user/google/callback', access: 'public', page: true },
  { method: 'GET', path: '/api/v1/payment/pricing', access: 'public' },
  {
    method: 'POST',
    path: '/api/v1/payment/checkout',
    access: 'private',
    input: json(checkoutBody, (c) => ({ amount: 10, userId: c.userId })),
    ownership: { userIdField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/payment/verify-payment',
    access: 'private',
    input: json(verifyPaymentBody, (c) => ({
      sessionId: 'cs_test_unknown',
      credits: 10,
      userId: c.userId,
    })),
    ownership: { userIdField: true },
  },
  {
    method: 'GET',
    path: '/api/v1/payment/history',
    access: 'private',
    input: query(historyQuery, (c) => ({ userId: c.userId, limit: '10' })),
    ownership: { userIdField: true },
  },
  { method: 'POST', path: '/api/v1/payment/webhook', access: 'public' },
  { method: 'GET', path: '/api/v1/payment/sandbox/{sessionId}', access: 'public', page: true },
  {
    method: 'POST',
    path: '/api/v1/payment/sandbox/{sessionId}/pay',
    access: 'public',
    input: json(sandboxPayBody, () => ({
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    })),
  },
  {
    method: 'POST',
    path: '/api/v1/storage/upload',
    access: 'private',
    input: query(uploadQuery, (c) => ({ userId: c.userId, folder: 'media' })),
    ownership: { userIdField: true },
  },
  {
    method: 'GET',
    path: '/api/v1/storage/file-metadata',
    access: 'private',
    input: query(fileMetadataQuery, (c) => ({ userId: c.userId })),
    ownership: { userIdField: true },
  },
  {
    method: 'POST',
    path: '/api/v1/storage/delete',
    access: 'private',
    input: query(deleteFileQuery, (c) => ({ fileId: c.fileId, fileName: 'notes.md' })),
  },
  {
    method: 'GET',
    path: '/api/v1/storage/download',
    access: 'private',
    input: query(downloadQuery, (c) => ({ fileId: c.fileId })),
  },
  { method: 'GET', path: '/api/v1/storage/system-templates', access: 'public' },
  { method: 'GET', path: '/api/v1/storage/files/{asset}', access: 'public' },
  // Owner-only, but "not found" (never 401) for anyone else, like the file addresses.
  { method: 'GET', path: '/api/v1/storage/files/{fileId}/slides/{slide}', access: 'public' },
  {
    method: 'GET',
    path: '/api/v1/ppt/count-tokens',
    access: 'private',
    changesState: true,
    input: query(countTokensQuery, (c) => ({ userId: c.userId, files: filesOf(c) })),
    ownership: { userIdField: true },
  },
  {
    method: 'GET',
    path: '/api/v1/ppt/generate-presentation',
    access: 'private',
    changesState: true,
    input: query(generateQuery, (c) => ({
      userId: c.userId,
      files: filesOf(c),
      templateId: c.templateId,
      title: 'Quarterly report',
      credits: '100',
    })),
    ownership: { userIdField: true },
  },
  { method: 'GET', path: '/api/v1/ppt/jobs/{jobId}', access: 'private' },
  { method: 'GET', path: '/api/v1/ppt/jobs/{jobId}/events', access: 'private' },
  { method: 'GET', path: '/api/v1/ppt/projects/{fileId}/plan', access: 'private' },
  {
    method: 'POST',
    path: '/api/v1/ppt/projects/{fileId}/render',
    access: 'private',
    input: json(renderProjectBody, () => ({
      baseVersion: 1,
      plan: { title: 'Quarterly report', slides: [{ kind: 'section', title: 'Results' }] },
    })),
  },
  {
    method: 'POST',
    path: '/api/v1/ppt/projects/{fileId}/versions/{version}/restore',
    access: 'private',
    input: json(restoreVersionBody, () => ({ baseVersion: 1 })),
  },
];

/**
 * Whether the gateway must refuse this input from this caller: its schema refuses it, or it
 * names someone else (a userId or e-mail that is not the caller's).
 */
export function mustRefuse(endpoint: Endpoint, input: Input, caller: CallerContext): boolean {
  if (!endpoint.input) return true;
  if (!endpoint.input.schema.safeParse(input).success) return true;
  const { userIdField, ownEmailField } = endpoint.ownership ?? {};
  const userId = input.userId;
  if (userIdField && typeof userId === 'string' && userId !== '' && userId !== caller.userId)
    return true;
  if (ownEmailField) {
    const email = emailField.safeParse(input.email);
    if (email.success && email.data !== caller.email) return true;
  }
  return false;
}

/** The concrete URL of an endpoint with its path parameters filled in. */
export function concretePath(endpoint: Endpoint, parameters: Record<string, string>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(parameters[name] ?? 'x')),
  );
}
