import { API_ERROR_HTTP_STATUS, type ApiErrorCode, type ApiErrorDetails } from '@atoll/shared';

/** Every error a route or service raises on purpose: mapped once, in plugins/errors.ts. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly details?: ApiErrorDetails,
    /** Why, for the log only: never sent to the client (a reason would teach an attacker what to fix). */
    readonly logged?: Readonly<Record<string, unknown>>,
  ) {
    super(message ?? code);
  }

  get statusCode(): number {
    return API_ERROR_HTTP_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badRequest = (message: string, path?: string) =>
  new AppError('BAD_REQUEST', message, path ? { issues: [{ path, message }] } : undefined);
/** A chain API failure that is not the caller's fault: 502, worth a retry. */
export const chainUnavailable = () => new AppError('CHAIN_UNAVAILABLE');
/** A sign-in proof that failed: the client learns only that it failed, the log learns why. */
export const proofInvalid = (reason: string) =>
  new AppError('PROOF_INVALID', undefined, undefined, { reason });
/** Sign-in cannot be rate-limited (Redis unreachable), so it is refused rather than left unlimited. */
export const signInUnavailable = () =>
  new AppError('OVERLOADED', 'Sign-in is unavailable, retry later', { retry_after_seconds: 5 });
