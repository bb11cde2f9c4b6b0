/**
 * The one error vocabulary shared by every app. Services raise these codes; the gateway maps
 * each code to an HTTP status (`ERROR_STATUS` in gateway/src/http/error-response.ts) and the client only ever
 * sees `ErrorBody`.
 */
export const ErrorCode = {
  Validation: 'VALIDATION',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PaymentRequired: 'PAYMENT_REQUIRED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  NotConfigured: 'NOT_CONFIGURED',
  Unavailable: 'UNAVAILABLE',
  Timeout: 'TIMEOUT',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (Object.values(ErrorCode) as string[]).includes(value);

/** What every failed HTTP call answers (docs/architecture.md, "Contracts": message and an optional requestCode). */
export interface ErrorBody {
  message: string;
  requestCode?: string;
}

/** What a failed RPC carries back over RabbitMQ. `details` is for callers, never for users. */
export interface RpcErrorPayload extends ErrorBody {
  code: ErrorCode;
  details?: Record<string, unknown>;
}

/** requestCode values the client acts on. */
export const RequestCode = {
  /** The verification code expired or ran out of attempts: offer a new one. */
  NewVerificationCode: 'NEW_VERIFICATION_CODE',
  /** Log-in with the right password on an account whose e-mail is not verified yet: send a code
   * (`POST /user/email`, template verificationEmail) and open the verification page. */
  VerifyEmail: 'VERIFY_EMAIL',
  /** Log-in while the account's failed-attempt budget is spent: if the password was right, a
   * code went to the account's e-mail; send it again with `code` (docs/decisions.md, "Guessing"). */
  ConfirmSignIn: 'CONFIRM_SIGN_IN',
} as const;
export type RequestCode = (typeof RequestCode)[keyof typeof RequestCode];
