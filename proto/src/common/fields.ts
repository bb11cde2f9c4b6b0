import { z } from 'zod';
import { Messages } from './messages';

/**
 * Field rules (docs/architecture.md, "Contracts"), shared by the gateway (HTTP input), the services (RPC input)
 * and the frontend (forms). A missing field and a malformed one get the spec's two messages.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What a new password needs, rule by rule, so a form can tick them off as people type. Any
 * character that is not a letter or a digit is special (password managers use `#`, `-`, `_`,
 * `~`…); the message stays the spec's (issue 30). Letters are Unicode letters: "Ä" is uppercase.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password: string) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'upper',
    label: 'An uppercase letter',
    test: (password: string) => /\p{Lu}/u.test(password),
  },
  {
    id: 'lower',
    label: 'A lowercase letter',
    test: (password: string) => /\p{Ll}/u.test(password),
  },
  { id: 'digit', label: 'A number', test: (password: string) => /\p{Nd}/u.test(password) },
  {
    id: 'special',
    label: 'A special character, such as # - _ ! or a space',
    test: (password: string) => /[^\p{L}\p{N}]/u.test(password),
  },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export const meetsPasswordRules = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password));

/** "form {email}": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const VERIFICATION_CODE_LENGTH = 6;

/** Longest text we accept in any free-text field; bounds memory and database rows. */
export const MAX_TEXT_LENGTH = 5000;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/** A string that must be present and non-blank; `requiredMessage` when it is not. */
export const requiredText = (requiredMessage: string, max = MAX_TEXT_LENGTH) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `Must be at most ${max} characters` });

/** E-mail as typed by a person: trimmed and lower-cased before use. */
export const emailField = z
  .string({ error: Messages.emailRequired })
  .trim()
  .min(1, { error: Messages.emailRequired })
  .max(MAX_EMAIL_LENGTH, { error: Messages.invalidEmail })
  .regex(EMAIL_PATTERN, { error: Messages.invalidEmail })
  .transform((email) => email.toLowerCase());

export const nameField = requiredText(Messages.nameRequired, MAX_NAME_LENGTH);

export const passwordField = z
  .string({ error: Messages.passwordRules })
  .max(PASSWORD_MAX_LENGTH, { error: Messages.passwordRules })
  .refine(meetsPasswordRules, { error: Messages.passwordRules });

export const verificationCodeField = z
  .string({ error: 'Verification code is required' })
  .regex(/^\d{6}$/, { error: 'The verification code is six digits' });

/** Our ids are UUIDs; anything else is refused before it reaches a database. */
export const idField = (label: string) => z.uuid({ error: `${label} is not a valid id` });
