import { z } from 'zod/mini';

// One error body for every route: `{ error: { code, message, details? } }` (docs/product-spec.md §8 texts).

export const ApiErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'PROOF_INVALID',
  'WALLET_MISMATCH',
  'NONCE_UNAVAILABLE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'OVERLOADED',
  'CHAIN_UNAVAILABLE',
  'NOT_CONFIGURED',
  'INTERNAL',
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

/**
 * Default message per code. The auth ones are the texts of docs/product-spec.md §8, which the web app shows and
 * matches on.
 */
export const API_ERROR_MESSAGES = {
  BAD_REQUEST: 'Invalid request',
  UNAUTHORIZED: 'No token found',
  TOKEN_INVALID: 'Failed to check auth',
  TOKEN_EXPIRED: 'Token expired',
  PROOF_INVALID: 'Failed to validate ton proof',
  WALLET_MISMATCH: 'Wallet mismatch',
  NONCE_UNAVAILABLE: 'Failed to get nonce',
  NOT_FOUND: 'Not found',
  /** The path exists, not with this method: the answer's `Allow` header lists the methods it serves. */
  METHOD_NOT_ALLOWED: 'Method not allowed',
  PAYLOAD_TOO_LARGE: 'Request body too large',
  /** A body in another format than the route reads (every body is `application/json`). */
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  RATE_LIMITED: 'Too many requests',
  OVERLOADED: 'Service overloaded, retry later',
  /** The chain API (TonAPI, the devnet) failed or timed out: worth a retry. */
  CHAIN_UNAVAILABLE: 'Chain API unavailable',
  /** A feature whose roots of trust this deployment does not pin (limit orders without ORDER_CODE_HASH). */
  NOT_CONFIGURED: 'Not available on this server',
  INTERNAL: 'Internal error',
} as const satisfies Record<ApiErrorCode, string>;

export const API_ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  PROOF_INVALID: 401,
  WALLET_MISMATCH: 403,
  NONCE_UNAVAILABLE: 503,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  OVERLOADED: 503,
  CHAIN_UNAVAILABLE: 502,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
} as const satisfies Record<ApiErrorCode, number>;

/** One validation problem: the dotted path of the field (`proof.domain.lengthBytes`, `query.size`) and why. */
export const ApiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof ApiErrorIssueSchema>;

export const ApiErrorDetailsSchema = z.looseObject({
  /** For BAD_REQUEST: every invalid field. */
  issues: z.optional(z.array(ApiErrorIssueSchema)),
  /** For RATE_LIMITED and OVERLOADED. */
  retry_after_seconds: z.optional(z.int().check(z.nonnegative())),
});
export type ApiErrorDetails = z.infer<typeof ApiErrorDetailsSchema>;

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ApiErrorCodeSchema,
    message: z.string(),
    details: z.optional(ApiErrorDetailsSchema),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Turns zod issues into `details.issues`, prefixing the request part (`body`, `query`, `params`)
 * so a 400 names the exact field: `body.proof.domain.lengthBytes`, `query.size`.
 */
export function issuesFromZod(issues: readonly z.core.$ZodIssue[], part?: string): ApiErrorIssue[] {
  const prefix = part ? [part] : [];
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path.map(String)];
    // An unknown key is reported on its parent object: name each key itself.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: `unknown field '${key}'` }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}

export function apiError(code: ApiErrorCode, message?: string, details?: ApiErrorDetails): ApiError {
  return { error: { code, message: message ?? API_ERROR_MESSAGES[code], ...(details ? { details } : {}) } };
}
