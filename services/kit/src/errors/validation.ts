import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * The first problem of a failed validation as one sentence. Messages we wrote for people (the
 * spec's "Email is required") are used as they are; zod's generic ones are prefixed with the
 * field so the reader knows which field is wrong.
 */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  const field = issue.path.map(String).join('.');
  const generic = /^(Invalid input|Too (big|small)|Unrecognized key|Invalid option|Expected)/.test(
    issue.message,
  );
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses or throws a VALIDATION AppError naming the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw AppError.validation(describeValidationError(result.error), {
    fields: result.error.issues.map((issue) => issue.path.join('.')),
  });
}
