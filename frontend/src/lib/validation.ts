import {
  emailField,
  Messages,
  nameField,
  passwordField,
  requiredText,
  VERIFICATION_CODE_LENGTH,
} from '@deckforge/proto';
import type { z } from 'zod';

/**
 * Field checks, with the shared rules of `@deckforge/proto` (the gateway and
 * identity check the same ones): undefined when the value is fine, else the message to show.
 */
const firstIssue = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

export const validateEmail = (email: string) => firstIssue(emailField, email);
export const validateName = (name: string) => firstIssue(nameField, name);
export const validatePassword = (password: string) =>
  password.length === 0 ? Messages.passwordRules : firstIssue(passwordField, password);
export const validateConfirmation = (password: string, confirmation: string) =>
  password === confirmation ? undefined : Messages.passwordsDoNotMatch;
const messageField = requiredText(Messages.messageRequired);
export const validateMessage = (message: string) => firstIssue(messageField, message);
export const validateTerms = (accepted: boolean) => (accepted ? undefined : Messages.termsRequired);

/** A complete code: six digits, nothing else. */
export const isCompleteCode = (digits: readonly string[]) =>
  digits.length === VERIFICATION_CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Runs every check; the form is valid when the answer is empty. */
export function collectErrors<K extends string>(
  checks: Record<K, () => string | undefined>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key]();
    if (message) errors[key] = message;
  }
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some(Boolean);
