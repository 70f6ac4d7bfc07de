import type { Db } from '@atoll/db';
import { toCoreAddress } from '@atoll/chain';
import type { TonProofRequest } from '@atoll/shared';
import type { Address } from '@ton/core';
import type { TonApiClient } from '@ton-api/client';
import { readWalletKey } from '../../chain/wallet-key';
import { type Env, networkOf } from '../../env';
import { proofInvalid } from '../../errors';
import { checkPayload, issuePayload } from './proof-payload.fns';
import { verifyTonProof } from './ton-proof.fns';
import { forgetExpiredPayloads, markPayloadUsed } from './used-payloads.dal';

export interface AuthServiceDeps {
  env: Env;
  db: Db;
  tonapi: TonApiClient;
  signToken: (wallet: Address) => string;
  now?: () => number;
}

/**
 * Sign-in with a ton_proof: server-issued, expiring, single-use payloads (signed with PROOF_SECRET, spent in
 * Postgres); verified proofs; JWTs. Every failure is the same PROOF_INVALID to the client, its reason logged.
 */
export function createAuthService({
  env,
  db,
  tonapi,
  signToken,
  now = () => Math.floor(Date.now() / 1000),
}: AuthServiceDeps) {
  return {
    issuePayload(): { payload: string } {
      return { payload: issuePayload(env.PROOF_SECRET, now(), env.PROOF_PAYLOAD_TTL_SECONDS).payload };
    },

    async signIn(request: TonProofRequest): Promise<{ token: string }> {
      const payload = checkPayload(env.PROOF_SECRET, request.proof.payload, now());
      if (!payload.ok) throw proofInvalid(`payload ${payload.reason}`);
      const address = toCoreAddress(request.address);
      if (address === null) throw proofInvalid('bad_address');
      // read only after the payload checks out: an attacker cannot make us query the chain for free
      const onChain = await readWalletKey(tonapi, address);
      if (onChain.deployed && onChain.publicKey === null) throw proofInvalid('no get_public_key on chain');
      const result = verifyTonProof(request, {
        now: now(),
        allowedDomains: env.ALLOWED_PROOF_DOMAINS,
        network: networkOf(env),
        chainPublicKey: onChain.deployed ? (onChain.publicKey ?? undefined) : undefined,
      });
      if (!result.ok) throw proofInvalid(result.reason);
      // single use, decided atomically: a replay of the same proof (or payload) gets 401
      const expiresAt = new Date((payload.expiresAt + 60) * 1000);
      if (!(await markPayloadUsed(db, request.proof.payload, expiresAt)))
        throw proofInvalid('payload already used');
      await forgetExpiredPayloads(db, new Date(now() * 1000));
      return { token: signToken(result.address) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
