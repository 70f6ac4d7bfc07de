import type { Wallet } from '@tonconnect/ui-react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthApi } from './auth.api';
import { fetchProofPayload, verifyWallet } from './login.flow';
import { checkSession, initialLoginState, loginReducer, planLogin, type LoginEvent } from './login.fns';
import type { TokenStore } from './token-storage';

const ADDRESS = '0:42169fd35a282b9bb633918a3a2e8c9b4a124530b42fae6b371591ace0b8ac6d';
const NOW = 1_700_000_000;

function wallet(tonProof?: NonNullable<Wallet['connectItems']>['tonProof']): Wallet {
  return {
    device: {
      platform: 'browser',
      appName: 'atoll-devnet-wallet',
      appVersion: '1',
      maxProtocolVersion: 2,
      features: [],
    },
    provider: 'injected',
    account: {
      address: ADDRESS,
      chain: '-3' as Wallet['account']['chain'],
      walletStateInit: 'te6cc',
      publicKey: 'ab'.repeat(32),
    },
    ...(tonProof ? { connectItems: { tonProof } } : {}),
  };
}

const proofItem = {
  name: 'ton_proof' as const,
  proof: {
    timestamp: NOW,
    domain: { lengthBytes: 14, value: 'localhost:5173' },
    payload: 'p1',
    signature: 'c2ln',
  },
};

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => void (store.value = token),
    clear: () => void (store.value = null),
  };
  return store;
}

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    getPayload: vi.fn(async () => 'payload-1'),
    signIn: vi.fn(async () => 'token-1'),
    check: vi.fn(async () => ({ expiresAt: NOW + 3600, wallet: ADDRESS })),
    ...overrides,
  };
}

describe('loginReducer', () => {
  it('starts restoring, not connecting, signed out', () => {
    expect(initialLoginState).toEqual({
      restoring: true,
      connecting: false,
      address: null,
      lastFailure: null,
    });
  });

  it.each<[string, LoginEvent[], Partial<typeof initialLoginState>]>([
    ['restore settles', [{ type: 'restore-settled' }], { restoring: false }],
    ['connect starts', [{ type: 'connect-started' }], { connecting: true }],
    [
      'cancelling the modal resets connecting',
      [{ type: 'connect-started' }, { type: 'modal-cancelled' }],
      { connecting: false },
    ],
    [
      'sign-in sets the address',
      [{ type: 'connect-started' }, { type: 'signed-in', address: ADDRESS }],
      { connecting: false, address: ADDRESS },
    ],
    [
      'failure clears the address',
      [
        { type: 'signed-in', address: ADDRESS },
        { type: 'failed', failure: 'expired' },
      ],
      { address: null, lastFailure: 'expired' },
    ],
    [
      'no wallet clears the address',
      [{ type: 'signed-in', address: ADDRESS }, { type: 'wallet-cleared' }],
      { address: null },
    ],
  ])('%s', (_name, events, expected) => {
    const state = events.reduce(loginReducer, initialLoginState);
    expect(state).toMatchObject(expected);
  });
});

describe('checkSession', () => {
  it.each([
    [{ expiresAt: NOW + 1, wallet: ADDRESS }, null],
    [{ expiresAt: NOW + 1, wallet: ADDRESS.toUpperCase().replace('0X', '0x') }, null],
    [{ expiresAt: NOW, wallet: ADDRESS }, 'expired'],
    [{ expiresAt: NOW - 100, wallet: ADDRESS }, 'expired'],
    [{ expiresAt: NOW + 1, wallet: `0:${'1'.repeat(64)}` }, 'mismatch'],
  ] as const)('%j → %s', (check, expected) => {
    expect(checkSession(check, ADDRESS, NOW)).toBe(expected);
  });
});

describe('planLogin', () => {
  it('checks the stored token when no proof came with the wallet (restore)', () => {
    expect(planLogin(wallet())).toEqual({ kind: 'check-token' });
  });

  it('builds the POST /auth/ton-proof body from a proof', () => {
    expect(planLogin(wallet(proofItem))).toEqual({
      kind: 'verify-proof',
      request: {
        address: ADDRESS,
        network: '-3',
        public_key: 'ab'.repeat(32),
        proof: { ...proofItem.proof, state_init: 'te6cc' },
      },
    });
  });

  it('rejects a proof item that carries an error', () => {
    expect(planLogin(wallet({ name: 'ton_proof', error: { code: 400, message: 'no' } }))).toEqual({
      kind: 'reject',
      failure: 'proof',
    });
  });
});

describe('verifyWallet', () => {
  it('exchanges a proof for a token and stores it', async () => {
    const api = fakeApi();
    const tokens = memoryTokens();
    await expect(verifyWallet(wallet(proofItem), { api, tokens, now: () => NOW })).resolves.toEqual({
      ok: true,
      address: ADDRESS,
    });
    expect(tokens.value).toBe('token-1');
    expect(api.check).not.toHaveBeenCalled();
  });

  it('fails with "proof" when the API refuses the proof', async () => {
    const api = fakeApi({ signIn: vi.fn(async () => Promise.reject(new Error('PROOF_INVALID'))) });
    const tokens = memoryTokens('old');
    await expect(verifyWallet(wallet(proofItem), { api, tokens, now: () => NOW })).resolves.toEqual({
      ok: false,
      failure: 'proof',
    });
    expect(tokens.value).toBeNull();
  });

  it('accepts a restored wallet with a valid token of the same wallet', async () => {
    const api = fakeApi();
    await expect(verifyWallet(wallet(), { api, tokens: memoryTokens('t'), now: () => NOW })).resolves.toEqual(
      {
        ok: true,
        address: ADDRESS,
      },
    );
    expect(api.check).toHaveBeenCalledWith('t');
  });

  it.each([
    ['no-token', null, fakeApi()],
    ['check', 't', fakeApi({ check: vi.fn(async () => Promise.reject(new Error('down'))) })],
    ['expired', 't', fakeApi({ check: vi.fn(async () => ({ expiresAt: NOW - 1, wallet: ADDRESS })) })],
    [
      'mismatch',
      't',
      fakeApi({ check: vi.fn(async () => ({ expiresAt: NOW + 60, wallet: `0:${'2'.repeat(64)}` })) }),
    ],
  ] as const)('disconnects a restored wallet on %s', async (failure, token, api) => {
    const tokens = memoryTokens(token);
    await expect(verifyWallet(wallet(), { api, tokens, now: () => NOW })).resolves.toEqual({
      ok: false,
      failure,
    });
    expect(tokens.value).toBeNull();
  });
});

describe('fetchProofPayload', () => {
  it('returns the payload, or the nonce failure', async () => {
    await expect(fetchProofPayload(fakeApi())).resolves.toEqual({ ok: true, payload: 'payload-1' });
    const down = fakeApi({ getPayload: vi.fn(async () => Promise.reject(new Error('x'))) });
    await expect(fetchProofPayload(down)).resolves.toEqual({ ok: false, failure: 'nonce' });
  });
});
