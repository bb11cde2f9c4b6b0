import { ErrorCode, type ErrorBody, Messages } from '@deckforge/proto';
import { AppError } from '@deckforge/kit';
import { HttpException } from '@nestjs/common';

/** The one mapping from error code to HTTP status (exhaustive, in the gateway: docs/architecture.md, "Contracts"). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.PaymentRequired]: 402,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.NotConfigured]: 501,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Timeout]: 504,
};

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Unexpected: log it with its cause. */
  unexpected: boolean;
  retryAfterSeconds?: number;
}

/** Turns anything thrown while answering a request into the status and `{message}` sent back. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const status = ERROR_STATUS[error.code];
    const unexpected = error.code === ErrorCode.Internal;
    const body: ErrorBody = { message: unexpected ? Messages.unexpectedError : error.message };
    if (error.requestCode) body.requestCode = error.requestCode;
    const retryAfter = error.details?.retryAfterSeconds;
    return {
      status,
      body,
      unexpected,
      retryAfterSeconds: typeof retryAfter === 'number' ? retryAfter : undefined,
    };
  }
  // Nest wraps Fastify's own refusals (bad JSON, body too large, wrong content type) and
  // unknown routes as HttpExceptions with plain messages.
  if (error instanceof HttpException && error.getStatus() < 500) {
    return { status: error.getStatus(), body: { message: error.message }, unexpected: false };
  }
  return { status: 500, body: { message: Messages.unexpectedError }, unexpected: true };
}
