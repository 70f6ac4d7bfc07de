import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { expectIssueAt, expectValid } from '../testing/expect-issue';
import {
  API_ERROR_HTTP_STATUS,
  API_ERROR_MESSAGES,
  ApiErrorCodeSchema,
  ApiErrorSchema,
  apiError,
  issuesFromZod,
} from './errors';

describe('ApiErrorSchema', () => {
  it.each([
    ['PROOF_INVALID', 'Failed to validate ton proof', 401],
    ['TOKEN_EXPIRED', 'Token expired', 401],
    ['WALLET_MISMATCH', 'Wallet mismatch', 403],
    ['UNAUTHORIZED', 'No token found', 401],
    ['TOKEN_INVALID', 'Failed to check auth', 401],
    ['NONCE_UNAVAILABLE', 'Failed to get nonce', 503],
    ['BAD_REQUEST', 'Invalid request', 400],
    ['NOT_FOUND', 'Not found', 404],
    ['METHOD_NOT_ALLOWED', 'Method not allowed', 405],
    ['PAYLOAD_TOO_LARGE', 'Request body too large', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 415],
    ['RATE_LIMITED', 'Too many requests', 429],
    ['OVERLOADED', 'Service overloaded, retry later', 503],
    ['CHAIN_UNAVAILABLE', 'Chain API unavailable', 502],
    ['INTERNAL', 'Internal error', 500],
  ] as const)('%s: "%s", HTTP %i', (code, message, status) => {
    expect(API_ERROR_MESSAGES[code]).toBe(message);
    expect(API_ERROR_HTTP_STATUS[code]).toBe(status);
    expect(expectValid(ApiErrorSchema, apiError(code))).toEqual({ error: { code, message } });
  });

  it('covers every code', () => {
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual([...ApiErrorCodeSchema.options].sort());
  });

  it.each([
    [{ error: { code: 'TEAPOT', message: 'x' } }, ['error', 'code']],
    [{ error: { code: 'INTERNAL' } }, ['error', 'message']],
    [
      { error: { code: 'INTERNAL', message: 'x', details: { issues: [{ path: 1 }] } } },
      ['error', 'details', 'issues', 0, 'path'],
    ],
    [{ error: 'Token expired' }, ['error']],
  ])('rejects %j', (input, path) => {
    expectIssueAt(ApiErrorSchema, input, path);
  });
});

describe('issuesFromZod', () => {
  const Body = z.strictObject({ a: z.object({ b: z.number() }), list: z.array(z.string()) });

  it('names each invalid field with its request part, unknown keys included', () => {
    const result = Body.safeParse({ a: { b: 'x' }, list: ['ok', 3], extra: 1, more: 2 });
    expect(result.success).toBe(false);
    expect(issuesFromZod(result.error!.issues, 'body').map((issue) => issue.path)).toEqual([
      'body.a.b',
      'body.list.1',
      'body.extra',
      'body.more',
    ]);
  });

  it('goes into BAD_REQUEST details', () => {
    const result = Body.safeParse({});
    const body = apiError('BAD_REQUEST', undefined, { issues: issuesFromZod(result.error!.issues) });
    expect(expectValid(ApiErrorSchema, body).error.details?.issues?.map((issue) => issue.path)).toEqual([
      'a',
      'list',
    ]);
  });
});
