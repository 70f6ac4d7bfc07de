import { Address, beginCell, Cell, storeStateInit, type StateInit } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey, sign, type KeyPair } from '@ton/crypto';
import {
  WalletContractV3R1,
  WalletContractV3R2,
  WalletContractV4,
  WalletContractV5Beta,
  WalletContractV5R1,
} from '@ton/ton';
import { TonProofRequestSchema, type TonProofRequest } from '@atoll/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  extractPublicKey,
  identifyWalletCode,
  verifyTonProof,
  WALLET_CODE_HASHES,
  type TonProofFailure,
  type VerifyTonProofOptions,
  type WalletVersion,
} from '../src/modules/auth/ton-proof.fns';
import { walletSignProof } from './helpers/wallet-proof';

const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z, a fixed clock
const DOMAIN = 'atoll.exchange';
const OPTS: VerifyTonProofOptions = { now: NOW, allowedDomains: [DOMAIN, 'localhost:5173'], network: '-239' };

type Wallet = { address: Address; init: StateInit };
const WALLETS: Record<WalletVersion, (publicKey: Buffer, workchain: number) => Wallet> = {
  v3r1: (publicKey, workchain) => WalletContractV3R1.create({ publicKey, workchain }),
  v3r2: (publicKey, workchain) => WalletContractV3R2.create({ publicKey, workchain }),
  v4r2: (publicKey, workchain) => WalletContractV4.create({ publicKey, workchain }),
  w5r1: (publicKey, workchain) => WalletContractV5R1.create({ publicKey, workchain }),
  w5beta: (publicKey, workchain) => WalletContractV5Beta.create({ publicKey, walletId: { workchain } }),
};
const VERSIONS = Object.keys(WALLETS) as WalletVersion[];

/** The body the web app posts, built from the wallet's connect event items as TON Connect sends them. */
function tonConnectRequest(
  keys: KeyPair,
  wallet: Wallet,
  overrides: { domain?: string; timestamp?: number; network?: '-239' | '-3' } = {},
): TonProofRequest {
  const domain = overrides.domain ?? DOMAIN;
  const timestamp = overrides.timestamp ?? NOW - 5;
  const payload = 'a1b2c3d4'.repeat(8);
  // ton_addr item: raw address, network, publicKey hex, walletStateInit base64 BoC.
  const tonAddr = {
    address: wallet.address.toRawString(),
    network: overrides.network ?? '-239',
    publicKey: keys.publicKey.toString('hex'),
    walletStateInit: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64'),
  };
  // ton_proof item.
  const proof = {
    timestamp,
    domain: { lengthBytes: Buffer.byteLength(domain), value: domain },
    payload,
    signature: walletSignProof(keys, wallet.address, domain, timestamp, payload),
  };
  return TonProofRequestSchema.parse({
    address: tonAddr.address,
    network: tonAddr.network,
    public_key: tonAddr.publicKey,
    proof: { ...proof, state_init: tonAddr.walletStateInit },
  });
}

let keys: KeyPair;
let otherKeys: KeyPair;
beforeAll(async () => {
  keys = await mnemonicToPrivateKey(await mnemonicNew());
  otherKeys = await mnemonicToPrivateKey(await mnemonicNew());
});

describe('wallet code table', () => {
  it.each(VERSIONS)('%s matches @ton/ton', (version) => {
    const { init } = WALLETS[version](Buffer.alloc(32, 7), 0);
    expect(identifyWalletCode(init.code!)).toBe(version);
    const hash = init.code!.isExotic ? init.code!.beginParse(true).skip(8).loadBuffer(32) : init.code!.hash();
    expect(WALLET_CODE_HASHES[hash.toString('hex')]).toBe(version);
  });

  it('W5 beta code is a library cell', () => {
    expect(WALLETS.w5beta(Buffer.alloc(32), 0).init.code!.isExotic).toBe(true);
  });

  it.each(VERSIONS)('extracts the %s public key from the state init', (version) => {
    const publicKey = Buffer.alloc(32, 0x5a);
    expect(extractPublicKey(WALLETS[version](publicKey, 0).init)).toEqual({ publicKey, version });
  });

  it('a library cell pointing at W5R1 code is W5R1', () => {
    const library = beginCell()
      .storeUint(2, 8)
      .storeBuffer(WalletContractV5R1.create({ publicKey: Buffer.alloc(32), workchain: 0 }).init.code.hash())
      .endCell({ exotic: true });
    expect(identifyWalletCode(library)).toBe('w5r1');
  });

  it('unknown code has no key', () => {
    expect(
      extractPublicKey({ code: beginCell().storeUint(1, 8).endCell(), data: beginCell().endCell() }),
    ).toBeNull();
  });
});

describe('verifyTonProof with real proofs', () => {
  it.each(VERSIONS.flatMap((version) => [0, -1].map((workchain) => [version, workchain] as const)))(
    '%s on workchain %i',
    (version, workchain) => {
      const wallet = WALLETS[version](keys.publicKey, workchain);
      const result = verifyTonProof(tonConnectRequest(keys, wallet), OPTS);
      expect(result).toMatchObject({ ok: true, walletVersion: version, publicKey: keys.publicKey });
      expect(result.ok && result.address.equals(wallet.address)).toBe(true);
    },
  );

  it('accepts the friendly form of the address and a numeric-string timestamp', () => {
    const wallet = WALLETS.v4r2(keys.publicKey, 0);
    const request = tonConnectRequest(keys, wallet);
    const body = {
      ...request,
      address: wallet.address.toString(),
      proof: { ...request.proof, timestamp: String(request.proof.timestamp) },
    };
    expect(verifyTonProof(TonProofRequestSchema.parse(body), OPTS).ok).toBe(true);
  });

  it('accepts a testnet proof on a testnet server', () => {
    const request = tonConnectRequest(keys, WALLETS.w5r1(keys.publicKey, 0), { network: '-3' });
    expect(verifyTonProof(request, { ...OPTS, network: '-3' }).ok).toBe(true);
  });

  it('honours the window edges', () => {
    const wallet = WALLETS.v4r2(keys.publicKey, 0);
    expect(verifyTonProof(tonConnectRequest(keys, wallet, { timestamp: NOW - 900 }), OPTS).ok).toBe(true);
    expect(verifyTonProof(tonConnectRequest(keys, wallet, { timestamp: NOW + 60 }), OPTS).ok).toBe(true);
    expect(
      verifyTonProof(tonConnectRequest(keys, wallet, { timestamp: NOW - 60 }), {
        ...OPTS,
        maxAgeSeconds: 30,
      }),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('verifyTonProof attack table', () => {
  const flipFirst = (b64: string) => {
    const bytes = Buffer.from(b64, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    return bytes.toString('base64');
  };

  type Attack = [
    string,
    (r: TonProofRequest) => TonProofRequest,
    TonProofFailure,
    Partial<VerifyTonProofOptions>?,
  ];
  const attacks: Attack[] = [
    [
      'forged signature',
      (r) => ({ ...r, proof: { ...r.proof, signature: flipFirst(r.proof.signature) } }),
      'bad_signature',
    ],
    [
      'signature by another key',
      (r) => ({
        ...r,
        proof: { ...r.proof, signature: sign(Buffer.alloc(32), otherKeys.secretKey).toString('base64') },
      }),
      'bad_signature',
    ],
    [
      'payload swapped after signing',
      (r) => ({ ...r, proof: { ...r.proof, payload: 'f'.repeat(64) } }),
      'bad_signature',
    ],
    [
      'tampered address (another account)',
      (r) => ({ ...r, address: WALLETS.v4r2(otherKeys.publicKey, 0).address.toRawString() }),
      'state_init_mismatch',
    ],
    // The same state init would deploy at -1:<same hash> too; what binds the workchain is the
    // signature (int32BE workchain is in the signed message).
    [
      'tampered address (same hash, other workchain)',
      (r) => ({ ...r, address: r.address.replace(/^0:/, '-1:') }),
      'bad_signature',
    ],
    ['unparseable address', (r) => ({ ...r, address: '0:xyz' }), 'bad_address'],
    [
      'state init of another wallet',
      (r) => ({ ...r, proof: { ...r.proof, state_init: bocOf(WALLETS.v4r2(otherKeys.publicKey, 0).init) } }),
      'state_init_mismatch',
    ],
    [
      'wrong domain',
      (r) => ({ ...r, proof: { ...r.proof, domain: { lengthBytes: 12, value: 'evil.example' } } }),
      'domain_not_allowed',
    ],
    [
      'look-alike domain',
      (r) => ({
        ...r,
        proof: { ...r.proof, domain: { lengthBytes: 20, value: 'atoll.exchange.evil' + 'x' } },
      }),
      'domain_not_allowed',
    ],
    ['expired timestamp', (r) => ({ ...r, proof: { ...r.proof, timestamp: NOW - 901 } }), 'expired'],
    ['future timestamp', (r) => ({ ...r, proof: { ...r.proof, timestamp: NOW + 61 } }), 'future_timestamp'],
    ['wrong network', (r) => ({ ...r, network: '-3' }), 'wrong_network'],
    ['mainnet proof on a testnet server', (r) => r, 'wrong_network', { network: '-3' }],
    [
      'public_key not the state init key',
      (r) => ({ ...r, public_key: otherKeys.publicKey.toString('hex') }),
      'public_key_mismatch',
    ],
    [
      'malformed signature base64',
      (r) => ({ ...r, proof: { ...r.proof, signature: 'not base64!' } }),
      'malformed',
    ],
    [
      'short signature',
      (r) => ({ ...r, proof: { ...r.proof, signature: Buffer.alloc(63).toString('base64') } }),
      'malformed',
    ],
    ['malformed state_init base64', (r) => ({ ...r, proof: { ...r.proof, state_init: '%%%' } }), 'malformed'],
    [
      'state_init not a BoC',
      (r) => ({ ...r, proof: { ...r.proof, state_init: Buffer.from('hello').toString('base64') } }),
      'malformed',
    ],
    ['public_key not hex', (r) => ({ ...r, public_key: 'z'.repeat(64) }), 'malformed'],
    [
      'lengthBytes not the domain length',
      (r) => ({ ...r, proof: { ...r.proof, domain: { ...r.proof.domain, lengthBytes: 3 } } }),
      'malformed',
    ],
    [
      'unknown wallet code',
      (r) => {
        const init = {
          code: beginCell().storeUint(0xdead, 16).endCell(),
          data: beginCell().storeBuffer(keys.publicKey).endCell(),
        };
        return { ...r, address: addressOf(init), proof: { ...r.proof, state_init: bocOf(init) } };
      },
      'unknown_wallet_code',
    ],
    [
      'standard code with data too short for a key',
      (r) => {
        const init = {
          code: WALLETS.v4r2(keys.publicKey, 0).init.code,
          data: beginCell().storeUint(0, 64).endCell(),
        };
        return { ...r, address: addressOf(init), proof: { ...r.proof, state_init: bocOf(init) } };
      },
      'malformed',
    ],
  ];

  it.each(VERSIONS)('the honest %s proof passes', (version) => {
    expect(verifyTonProof(tonConnectRequest(keys, WALLETS[version](keys.publicKey, 0)), OPTS).ok).toBe(true);
  });

  const attackCases = attacks.map(([name, tamper, reason, opts]) => ({ name, tamper, reason, opts }));
  it.each(attackCases)('$name → $reason', ({ tamper, reason, opts }) => {
    const request = tamper(tonConnectRequest(keys, WALLETS.v4r2(keys.publicKey, 0)));
    expect(verifyTonProof(request, { ...OPTS, ...opts })).toEqual({ ok: false, reason });
  });

  it('a deployed wallet is checked against the key it holds on chain, not the one its state init held', () => {
    // a V4 wallet deployed with `keys` whose data now holds `otherKeys` (e.g. after a key change)
    const wallet = WALLETS.v4r2(keys.publicKey, 0);
    const stale = tonConnectRequest(keys, wallet);
    expect(verifyTonProof(stale, { ...OPTS, chainPublicKey: otherKeys.publicKey })).toEqual({
      ok: false,
      reason: 'public_key_mismatch',
    });
    const current = tonConnectRequest(otherKeys, wallet);
    expect(verifyTonProof(current, { ...OPTS, chainPublicKey: otherKeys.publicKey })).toMatchObject({
      ok: true,
      walletVersion: 'v4r2',
      publicKey: otherKeys.publicKey,
    });
  });

  it('unknown code passes with the key the caller read on chain, and only with the right one', () => {
    const init = {
      code: beginCell().storeUint(0xbeef, 16).endCell(),
      data: beginCell().storeBuffer(keys.publicKey).endCell(),
    };
    const address = Address.parse(addressOf(init));
    const timestamp = NOW - 1;
    const request: TonProofRequest = {
      address: address.toRawString(),
      network: '-239',
      public_key: keys.publicKey.toString('hex'),
      proof: {
        timestamp,
        domain: { lengthBytes: DOMAIN.length, value: DOMAIN },
        payload: 'p',
        signature: walletSignProof(keys, address, DOMAIN, timestamp, 'p'),
        state_init: bocOf(init),
      },
    };
    expect(verifyTonProof(request, { ...OPTS, chainPublicKey: keys.publicKey })).toMatchObject({
      ok: true,
      walletVersion: 'unknown',
    });
    expect(verifyTonProof(request, { ...OPTS, chainPublicKey: otherKeys.publicKey })).toEqual({
      ok: false,
      reason: 'public_key_mismatch',
    });
  });
});

// Proofs signed by real wallets (Tonkeeper, July 2024), published as test vectors in
// github.com/WinoGarcia/TonProof.NET (TonProof.Tests/Data). Their JWT payloads exceed the 128-byte
// limit of today's SDK, so they skip TonProofRequestSchema and go to the verifier directly.
describe('proofs captured from real wallets', () => {
  const jwt4 =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1bmlxdWVfbmFtZSI6IjExMjM3N2UxLWUwYjktNGIyOC05NjJkLTRiZDAxMTFmZmY3NyIsIm5iZiI6MTcyMTgyNzA4MiwiZXhwIjoxNzIxODI3OTgyLCJpYXQiOjE3MjE4MjcwODIsImlzcyI6Iklzc3VlckZvclBheWxvYWQiLCJhdWQiOiJBdWRpZW5jZUZvclBheWxvYWQifQ.BZ6LvTKvsSPZ4H6nbwcQP3gjVgvkbYm2vPIQjJ4Gyak';
  const domain = { lengthBytes: 20, value: 'winogarcia.github.io' };
  const fixtures: [WalletVersion, TonProofRequest][] = [
    [
      'v3r1',
      {
        address: '0:c83546fdc5fac87d55f04804919c0829bc0e6be24b8e564590dbc44380c30ee9',
        network: '-239',
        public_key: 'e635249f6b3fbaf9742ae1d09d8f6f01b6082ff9256d719006329405019f3198',
        proof: {
          timestamp: 1721827131,
          domain,
          signature:
            'LVQzfrfwz8I5ZCl7WFpGdICvYbHxPplZnMKx0gT/X0jFlDOohPa9/6RtzvcSGWqtHBwE6XlUUadmcZoTMlyUAw==',
          payload: jwt4,
          state_init:
            'te6cckEBAwEAkQACATQCAQBQAAAAACmpoxfmNSSfaz+6+XQq4dCdj28Btggv+SVtcZAGMpQFAZ8xmADA/wAg3SCCAUyXupcw7UTQ1wsf4KTyYIMI1xgg0x/TH9Mf+CMTu/Jj7UTQ0x/TH9P/0VEyuvKhUUS68qIE+QFUEFX5EPKj+ACTINdKltMH1AL7AOjRAaTIyx/LH8v/ye1UGy3yHQ==',
        },
      },
    ],
    [
      'v4r2',
      {
        address: '0:0522952c6d0846ad7f93dfb7987e5f77f02ee53290a26f9be85a50c689085932',
        network: '-239',
        public_key: 'e635249f6b3fbaf9742ae1d09d8f6f01b6082ff9256d719006329405019f3198',
        proof: {
          timestamp: 1721827476,
          domain,
          signature:
            'z05SXc3qseQ/c/Fwmp+D4+qF2QWRAbP7E8mcYwbxBTqsEcG/DQdMdUUJhYx0NQTpid38oxBDYnJ9vB0cZkd/Bw==',
          payload: jwt4,
          state_init:
            'te6cckECFgEAAwQAAgE0AgEAUQAAAAApqaMX5jUkn2s/uvl0KuHQnY9vAbYIL/klbXGQBjKUBQGfMZhAART/APSkE/S88sgLAwIBIAkEBPjygwjXGCDTH9Mf0x8C+CO78mTtRNDTH9Mf0//0BNFRQ7ryoVFRuvKiBfkBVBBk+RDyo/gAJKTIyx9SQMsfUjDL/1IQ9ADJ7VT4DwHTByHAAJ9sUZMg10qW0wfUAvsA6DDgIcAB4wAhwALjAAHAA5Ew4w0DpMjLHxLLH8v/CAcGBQAK9ADJ7VQAbIEBCNcY+gDTPzBSJIEBCPRZ8qeCEGRzdHJwdIAYyMsFywJQBc8WUAP6AhPLassfEss/yXP7AABwgQEI1xj6ANM/yFQgR4EBCPRR8qeCEG5vdGVwdIAYyMsFywJQBs8WUAT6AhTLahLLH8s/yXP7AAIAbtIH+gDU1CL5AAXIygcVy//J0Hd0gBjIywXLAiLPFlAF+gIUy2sSzMzJc/sAyEAUgQEI9FHypwICAUgTCgIBIAwLAFm9JCtvaiaECAoGuQ+gIYRw1AgIR6STfSmRDOaQPp/5g3gSgBt4EBSJhxWfMYQCASAODQARuMl+1E0NcLH4AgFYEg8CASAREAAZrx32omhAEGuQ64WPwAAZrc52omhAIGuQ64X/wAA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYALm0AHQ0wMhcbCSXwTgItdJwSCSXwTgAtMfIYIQcGx1Z70ighBkc3RyvbCSXwXgA/pAMCD6RAHIygfL/8nQ7UTQgQFA1yH0BDBcgQEI9ApvoTGzkl8H4AXTP8glghBwbHVnupI4MOMNA4IQZHN0crqSXwbjDRUUAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+IAeAH6APQEMPgnbyIwUAqhIb7y4FCCEHBsdWeDHrFwgBhQBMsFJs8WWPoCGfQAy2kXyx9SYMs/IMmAQPsABru64+A=',
        },
      },
    ],
    [
      'w5beta',
      {
        address: '0:7afd7563d8fd084d35060278320769743905983b8ea43c5b16fb6e3dc0a190dd',
        network: '-3',
        public_key: 'c5134fcb39879c2cf81ffdc347353d031cf184538130fdd42688152088bf69ba',
        proof: {
          timestamp: 1721812530,
          domain,
          signature:
            '8ab+IBU83nga6aNznUNEHr3OgN1L7I2raVomWNrhEElTFI1a3VvAz4mzvQbaYiaCY+WftHZrJnSiEgnbRYojDA==',
          payload:
            'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1bmlxdWVfbmFtZSI6IjQxNDA1NzUxLTNlZjEtNDZhYi04ZDJiLTRkMjE4NWVhZjI2ZSIsIm5iZiI6MTcyMTgxMjQ4OCwiZXhwIjoxNzIxODEzMzg4LCJpYXQiOjE3MjE4MTI0ODgsImlzcyI6Iklzc3VlckZvclBheWxvYWQiLCJhdWQiOiJBdWRpZW5jZUZvclBheWxvYWQifQ.rzJ1tpq-jDp19pDwWO8ZNp8T9ZkME9CZXIppWc5FYGo',
          state_init:
            'te6cckEBAwEAWQACATQCAQBdAAAAAH////6AAAAAAABiiaflnMPOFnwP/uGjmp6BjnjCKcCYfuoTRAqQRF+03SAIQgLkzzsvTG1qYeoPK1RH0mZ4WyavNjfbLe7mvNGqgm80EpjwGJs=',
        },
      },
    ],
  ];

  it.each(fixtures)('%s verifies with a clock set to its signing time', (version, request) => {
    const opts = {
      now: request.proof.timestamp + 10,
      allowedDomains: [domain.value],
      network: request.network,
    };
    expect(verifyTonProof(request, opts)).toMatchObject({ ok: true, walletVersion: version });
  });

  it.each(fixtures)(
    '%s is refused a day later, on another domain and with one bit flipped',
    (_version, request) => {
      const opts = {
        now: request.proof.timestamp + 10,
        allowedDomains: [domain.value],
        network: request.network,
      };
      expect(verifyTonProof(request, { ...opts, now: opts.now + 86_400 })).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect(verifyTonProof(request, { ...opts, allowedDomains: [DOMAIN] })).toEqual({
        ok: false,
        reason: 'domain_not_allowed',
      });
      const payload = request.proof.payload.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
      expect(verifyTonProof({ ...request, proof: { ...request.proof, payload } }, opts)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    },
  );
});

function bocOf(init: StateInit): string {
  return beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
}

function addressOf(init: StateInit): string {
  return new Address(0, Cell.fromBase64(bocOf(init)).hash()).toRawString();
}
