import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { createAuthApi } from './auth.api';

const WALLET = `0:${'ab'.repeat(32)}`;

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createAuthApi', () => {
  it('reads the payload from GET /auth/ton-proof', async () => {
    const fetchMock = respond(200, { result: { payload: 'abc' } });
    await expect(createAuthApi('http://api').getPayload()).resolves.toBe('abc');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api/auth/ton-proof');
  });

  it('posts the proof as JSON and returns the token', async () => {
    const fetchMock = respond(200, { result: { token: 'jwt' } });
    const body = {
      address: '0:00',
      network: '-3' as const,
      public_key: 'ab',
      proof: {
        timestamp: 1,
        domain: { lengthBytes: 1, value: 'a' },
        payload: 'p',
        signature: 's',
        state_init: 'i',
      },
    };
    await expect(createAuthApi('http://api').signIn(body)).resolves.toBe('jwt');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api/auth/ton-proof');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('sends the bearer token to /auth/check and maps the answer', async () => {
    const fetchMock = respond(200, { result: { expires_at: 10, wallet: WALLET } });
    await expect(createAuthApi('http://api').check('t')).resolves.toEqual({ expiresAt: 10, wallet: WALLET });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ authorization: 'Bearer t' });
  });

  it('turns an error body into an HttpError with its code and message', async () => {
    respond(401, { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } });
    const error = await createAuthApi('http://api')
      .check('t')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' });
  });
});
