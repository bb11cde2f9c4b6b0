/**
 * PostgreSQL error codes of a server that is restarting or unreachable: connection exceptions
 * (class 08) and operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03
 * cannot connect now).
 */
const UNAVAILABLE_SQLSTATES = /^(08\w{3}|57P0[123])$/;
/** Socket-level failures of the driver, and pg's own words for a dropped connection. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|the database system is (starting up|shutting down)|Client has encountered a connection error/i;

/**
 * Whether an error means "the database cannot be reached right now" (a restart, a network cut)
 * rather than a defect: such a request can simply be tried again, so callers get a 503 instead
 * of an unexpected 500. TypeORM wraps driver errors, so the wrapped `driverError` is looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, driverError } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = driverError;
  }
  return false;
}
