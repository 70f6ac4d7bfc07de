import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createAuthApi } from './auth.api';

function respond(status: number, body: unknown) {
  return vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('createAuthApi', () => {
  it('reads the payload from GET /auth/ton-proof', async () => {
    const fetchImpl = respond(200, { result: { payload: 'abc' } });
    await expect(createAuthApi('http://api', fetchImpl).getPayload()).resolves.toBe('abc');
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://api/auth/ton-proof');
  });

  it('posts the proof as JSON and returns the token', async () => {
    const fetchImpl = respond(200, { result: { token: 'jwt' } });
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
    await expect(createAuthApi('http://api', fetchImpl).signIn(body)).resolves.toBe('jwt');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://api/auth/ton-proof');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('sends the bearer token to /auth/check and maps the answer', async () => {
    const fetchImpl = respond(200, { result: { expires_at: 10, wallet: '0:ab' } });
    await expect(createAuthApi('http://api', fetchImpl).check('t')).resolves.toEqual({
      expiresAt: 10,
      wallet: '0:ab',
    });
    expect(fetchImpl.mock.calls[0]![1]?.headers).toEqual({ authorization: 'Bearer t' });
  });

  it('turns an error body into an ApiRequestError with its code and message', async () => {
    const fetchImpl = respond(401, { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } });
    const error = await createAuthApi('http://api', fetchImpl)
      .check('t')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' });
  });

  it('rejects answers that do not match the contract', async () => {
    await expect(createAuthApi('http://api', respond(200, { result: {} })).getPayload()).rejects.toThrow(
      /payload/,
    );
    await expect(createAuthApi('http://api', respond(200, { nope: 1 })).getPayload()).rejects.toThrow(
      /shape/,
    );
  });
});
