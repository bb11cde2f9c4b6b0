import { ErrorCode, isErrorCode, Messages, type RpcErrorPayload } from '@deckforge/proto';

/**
 * The one error type apps raise on purpose. It crosses RabbitMQ as an `RpcErrorPayload` and
 * becomes an HTTP status in the gateway. Anything else that escapes a handler is an internal
 * error: logged with its cause, shown as "An unexpected error occurred".
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      requestCode?: string;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
  }

  static validation = (message: string, details?: Record<string, unknown>) =>
    new AppError(ErrorCode.Validation, message, { details });
  static unauthenticated = (message = 'Please log in to continue') =>
    new AppError(ErrorCode.Unauthenticated, message);
  static forbidden = (message = 'You are not allowed to do that') =>
    new AppError(ErrorCode.Forbidden, message);
  static notFound = (message: string) => new AppError(ErrorCode.NotFound, message);
  static conflict = (message: string, details?: Record<string, unknown>) =>
    new AppError(ErrorCode.Conflict, message, { details });
  static paymentRequired = (message: string, details?: Record<string, unknown>) =>
    new AppError(ErrorCode.PaymentRequired, message, { details });
  static rateLimited = (message = 'Too many requests. Please wait a moment and try again.') =>
    new AppError(ErrorCode.RateLimited, message);
  static notConfigured = (message: string) => new AppError(ErrorCode.NotConfigured, message);
  static unavailable = (message: string, cause?: unknown) =>
    new AppError(ErrorCode.Unavailable, message, { cause });
  static timeout = (message: string) => new AppError(ErrorCode.Timeout, message);
  static internal = (cause?: unknown) =>
    new AppError(ErrorCode.Internal, Messages.unexpectedError, { cause });

  get requestCode(): string | undefined {
    return this.options.requestCode;
  }

  get details(): Record<string, unknown> | undefined {
    return this.options.details;
  }

  toPayload(): RpcErrorPayload {
    return {
      code: this.code,
      message: this.message,
      ...(this.requestCode ? { requestCode: this.requestCode } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }

  /** Rebuilds an AppError from what a service answered; anything unrecognised is internal. */
  static fromPayload(payload: unknown): AppError {
    if (typeof payload === 'object' && payload !== null) {
      const { code, message, requestCode, details } = payload as Partial<RpcErrorPayload>;
      if (isErrorCode(code) && typeof message === 'string') {
        return new AppError(code, message, { requestCode, details });
      }
    }
    return AppError.internal(payload);
  }
}
