import { z } from 'zod';
import {
  emailField,
  MAX_TEXT_LENGTH,
  nameField,
  passwordField,
  requiredText,
  verificationCodeField,
} from './common/fields';
import { Messages } from './common/messages';

/**
 * What the browser sends to the /user calls, validated by the gateway (docs/architecture.md,
 * "HTTP API"). */

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
  /** The code e-mailed after a `CONFIRM_SIGN_IN` answer (many failed attempts on the account). */
  code: verificationCodeField.optional(),
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
/**
 * What proves, beyond the session cookie, that the account's owner asks for a password change
 * or a deactivation: the current password, or a code e-mailed by `POST /user/security-code`
 * (accounts without a password have only the code). Beside the spec's fields; empty means absent.
 */
export const accountProofFields = {
  currentPassword: z
    .string({ error: 'The current password must be text' })
    .max(128, { error: 'The current password is not correct.' })
    .optional(),
  code: z
    .union([z.literal(''), verificationCodeField], { error: 'The verification code is six digits' })
    .optional(),
};
export const updatePasswordBody = z.object({
  password: passwordField,
  email: emailField,
  ...accountProofFields,
});
export const deactivationBody = z.object({
  email: emailField,
  /** The chosen reason's label, or its id (the settings screen holds both). */
  reason: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText('Please select a reason', 200),
  ),
  details: requiredText('Please add some details'),
  ...accountProofFields,
});
/** `POST /user/security-code`: e-mails the signed-in owner a code for a password change or deactivation. */
export const securityCodeBody = z.object({ email: emailField });
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
/**
 * `POST /user/survey/asked`: the survey was shown (the session names the person). Strict: with
 * every field optional, any other object (`{"$gt": ""}`) would otherwise pass as a valid body.
 */
export const surveyAskedBody = z.strictObject({ userId: z.string().optional() });
