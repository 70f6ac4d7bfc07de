import type { TonProofRequestInput } from '@atoll/shared';

// The sign-in calls of @atoll/api (spec 7, "Product backend, authentication"). The answers are
// checked by hand against the @atoll/shared contract: its zod schemas would pull zod and
// @ton/core into the entry chunk.

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface AuthCheck {
  /** Unix seconds. */
  expiresAt: number;
  /** Raw address of the wallet the token belongs to. */
  wallet: string;
}

export interface AuthApi {
  getPayload(): Promise<string>;
  signIn(request: TonProofRequestInput): Promise<string>;
  check(token: string): Promise<AuthCheck>;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `{result: ...}` envelope; anything else is an error with the server's message when it sent one. */
async function readResult(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = isRecord(body) && isRecord(body.error) ? body.error : null;
    const message = typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
    const code = typeof error?.code === 'string' ? error.code : undefined;
    throw new ApiRequestError(message, response.status, code);
  }
  if (!isRecord(body) || !isRecord(body.result)) {
    throw new ApiRequestError('Unexpected response shape', response.status);
  }
  return body.result;
}

function field<T>(result: Record<string, unknown>, name: string, check: (value: unknown) => value is T): T {
  const value = result[name];
  if (!check(value)) throw new ApiRequestError(`Unexpected response: bad "${name}"`, 200);
  return value;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isUnixTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function createAuthApi(
  baseUrl: string,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): AuthApi {
  return {
    async getPayload() {
      const result = await readResult(await fetchImpl(`${baseUrl}/auth/ton-proof`));
      return field(result, 'payload', isNonEmptyString);
    },
    async signIn(request) {
      const response = await fetchImpl(`${baseUrl}/auth/ton-proof`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      return field(await readResult(response), 'token', isNonEmptyString);
    },
    async check(token) {
      const response = await fetchImpl(`${baseUrl}/auth/check`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const result = await readResult(response);
      return {
        expiresAt: field(result, 'expires_at', isUnixTime),
        wallet: field(result, 'wallet', isNonEmptyString),
      };
    },
  };
}
