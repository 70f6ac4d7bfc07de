import type { z } from 'zod/mini';
import { apiGet, apiPost } from '../../lib/http';
import { createTokenStore } from './token-storage';

// The API's authenticated calls (docs/product-spec.md §4): the signed-in wallet's bearer token, and the
// answer validated like every other (lib/http.ts).

function authorization(): { authorization: string } {
  const token = createTokenStore().get();
  if (!token) throw new Error('Not signed in');
  return { authorization: `Bearer ${token}` };
}

export function authedGet<S extends z.ZodMiniType>(url: string, schema: S, signal?: AbortSignal) {
  return apiGet(url, schema, { headers: authorization(), signal });
}

export function authedPost<S extends z.ZodMiniType>(url: string, body: unknown, schema: S) {
  return apiPost(url, body, schema, { headers: authorization() });
}
