import { type ErrorBody, Messages } from '@deckforge/proto';
import { ApiError } from './client';

/**
 * Why a call failed, as a thunk rejects with it: the message, and a requestCode when there is one.
 */
export interface ApiFailure {
  message: string;
  requestCode?: string;
  /** HTTP status when the server answered. */
  status?: number;
}

/** The browser could not reach the server at all (offline, DNS, connection refused). */
export const NETWORK_ERROR_MESSAGE =
  'Deckforge cannot be reached right now. Check your connection and try again.';

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorBody).message === 'string' &&
  (value as ErrorBody).message.length > 0;

/**
 * The server's message when it sent one, else the client's own; anything that is not an HTTP
 * failure is a bug of ours and reads 'An unknown error occurred while {action}'.
 */
export function toApiFailure(error: unknown, action: string): ApiFailure {
  if (!(error instanceof ApiError)) return { message: Messages.unknownErrorWhile(action) };
  if (error.kind === 'network') return { message: NETWORK_ERROR_MESSAGE };
  if (isErrorBody(error.body)) {
    return {
      message: error.body.message,
      ...(error.body.requestCode ? { requestCode: error.body.requestCode } : {}),
      status: error.status,
    };
  }
  return { message: Messages.unexpectedError, status: error.status };
}

/** The text a person reads for a failure: never empty. */
export const displayMessage = (failure: { message?: string } | undefined | null): string =>
  failure?.message || Messages.unexpectedError;

/** True for a call we cancelled ourselves (component gone, guard left): nobody to tell. */
export const isCancellation = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
