import {
  AuthCheckResponseSchema,
  TonProofPayloadResponseSchema,
  type TonProofRequestInput,
  TonProofTokenResponseSchema,
} from '@atoll/shared';
import { apiGet, apiPost } from '../../lib/http';

// The sign-in calls of @atoll/api (docs/product-spec.md §7 "Product backend, authentication"), their answers
// validated against the @atoll/shared contract. A refusal is an HttpError with the API's code and message.

export interface AuthCheck {
  /** Unix seconds. */
  expiresAt: number;
  /** The wallet the token belongs to, as the API writes it. */
  wallet: string;
}

export interface AuthApi {
  getPayload(): Promise<string>;
  signIn(request: TonProofRequestInput): Promise<string>;
  check(token: string): Promise<AuthCheck>;
}

export function createAuthApi(baseUrl: string): AuthApi {
  return {
    async getPayload() {
      return (await apiGet(`${baseUrl}/auth/ton-proof`, TonProofPayloadResponseSchema)).result.payload;
    },
    async signIn(request) {
      return (await apiPost(`${baseUrl}/auth/ton-proof`, request, TonProofTokenResponseSchema)).result.token;
    },
    async check(token) {
      const { result } = await apiGet(`${baseUrl}/auth/check`, AuthCheckResponseSchema, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { expiresAt: result.expires_at, wallet: result.wallet };
    },
  };
}
