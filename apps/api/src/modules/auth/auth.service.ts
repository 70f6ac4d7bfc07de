import { type TonProofRequest } from '@atoll/shared';
import { Address } from '@ton/core';
import type { TonApiClient } from '@ton-api/client';
import type { Redis } from 'ioredis';
import { type Env, networkOf } from '../../env';
import { AppError } from '../../errors';
import { checkPayload, issuePayload } from './proof-payload.fns';
import { verifyTonProof } from './ton-proof.fns';

export interface AuthServiceDeps {
  env: Env;
  redis: Redis;
  tonapi: TonApiClient;
  signToken: (wallet: Address) => string;
  now?: () => number;
}

const usedKey = (id: string) => `atoll:proof-used:${id}`;

/** Sign-in with a ton_proof: server-issued, expiring, single-use payloads; verified proofs; JWTs. */
export function createAuthService({
  env,
  redis,
  tonapi,
  signToken,
  now = () => Math.floor(Date.now() / 1000),
}: AuthServiceDeps) {
  /** get_public_key, for a deployed wallet whose code the verifier does not know. */
  async function publicKeyOnChain(address: string): Promise<Buffer | undefined> {
    try {
      const res = await tonapi.blockchain.execGetMethodForBlockchainAccount(
        Address.parse(address),
        'get_public_key',
      );
      const item = res.stack[0];
      if (!res.success || !item || item.type !== 'int') return undefined;
      return Buffer.from(item.value.toString(16).padStart(64, '0'), 'hex');
    } catch {
      return undefined;
    }
  }

  return {
    issuePayload(): { payload: string } {
      return { payload: issuePayload(env.JWT_SECRET, now(), env.PROOF_PAYLOAD_TTL_SECONDS).payload };
    },

    async signIn(request: TonProofRequest): Promise<{ token: string }> {
      const payload = checkPayload(env.JWT_SECRET, request.proof.payload, now());
      if (!payload.ok)
        throw new AppError('PROOF_INVALID', undefined, { reason: `payload ${payload.reason}` });
      const opts = { now: now(), allowedDomains: env.ALLOWED_PROOF_DOMAINS, network: networkOf(env) };
      let result = verifyTonProof(request, opts);
      if (!result.ok && result.reason === 'unknown_wallet_code') {
        const key = await publicKeyOnChain(request.address);
        if (key) result = verifyTonProof(request, { ...opts, fallbackPublicKey: key });
      }
      if (!result.ok) throw new AppError('PROOF_INVALID', undefined, { reason: result.reason });
      // single use, decided atomically: a replay of the same proof (or payload) gets 401
      const fresh = await redis.set(
        usedKey(payload.id),
        '1',
        'EX',
        Math.max(1, payload.expiresAt - now() + 60),
        'NX',
      );
      if (fresh !== 'OK') throw new AppError('PROOF_INVALID', undefined, { reason: 'payload already used' });
      return { token: signToken(result.address) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
