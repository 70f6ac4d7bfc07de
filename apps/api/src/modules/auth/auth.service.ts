import type { Db } from '@atoll/db';
import { toCoreAddress } from '@atoll/chain';
import type { TonProofRequest } from '@atoll/shared';
import { codeOfSignOutText, type SignOutEverywhereRequest } from '@atoll/shared/sign-out';
import type { Address } from '@ton/core';
import type { TonApiClient } from '@ton-api/client';
import { readWalletKey } from '../../chain/wallet-key';
import { type Env, networkOf } from '../../env';
import { proofInvalid } from '../../errors';
import { checkPayload, issuePayload } from './proof-payload.fns';
import { verifySignedText } from './sign-data.fns';
import { verifyTonProof } from './ton-proof.fns';
import { forgetExpiredPayloads, markPayloadUsed } from './used-payloads.dal';

export interface AuthServiceDeps {
  env: Env;
  db: Db;
  tonapi: TonApiClient;
  signToken: (wallet: Address) => string;
  /** Writes the wallet's cutoff and announces it to every instance (session-cutoffs.ts). */
  revokeSessions: (wallet: string, through: number) => Promise<void>;
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
  revokeSessions,
  now = () => Math.floor(Date.now() / 1000),
}: AuthServiceDeps) {
  /**
   * What a sign-in and a signed text share: a payload this API issued and not yet spent, the wallet's key from the
   * chain (read only after the payload checks out: an attacker cannot make us query the chain for free), the
   * signature checked by `verify`, then the payload spent, atomically (a replay gets 401).
   */
  async function checkSigned<R extends { ok: true; address: Address } | { ok: false; reason: string }>(
    issued: string,
    claimedAddress: string,
    verify: (options: {
      now: number;
      allowedDomains: readonly string[];
      network: ReturnType<typeof networkOf>;
      chainPublicKey?: Buffer;
    }) => R,
  ): Promise<Extract<R, { ok: true }>> {
    const payload = checkPayload(env.PROOF_SECRET, issued, now());
    if (!payload.ok) throw proofInvalid(`payload ${payload.reason}`);
    const address = toCoreAddress(claimedAddress);
    if (address === null) throw proofInvalid('bad_address');
    const onChain = await readWalletKey(tonapi, address);
    if (onChain.deployed && onChain.publicKey === null) throw proofInvalid('no get_public_key on chain');
    const result = verify({
      now: now(),
      allowedDomains: env.ALLOWED_PROOF_DOMAINS,
      network: networkOf(env),
      chainPublicKey: onChain.deployed ? (onChain.publicKey ?? undefined) : undefined,
    });
    if (!result.ok) throw proofInvalid(result.reason);
    const expiresAt = new Date((payload.expiresAt + 60) * 1000);
    if (!(await markPayloadUsed(db, issued, expiresAt))) throw proofInvalid('payload already used');
    return result as Extract<R, { ok: true }>;
  }

  return {
    issuePayload(): { payload: string } {
      return { payload: issuePayload(env.PROOF_SECRET, now(), env.PROOF_PAYLOAD_TTL_SECONDS).payload };
    },

    async signIn(request: TonProofRequest): Promise<{ token: string }> {
      const checked = await checkSigned(request.proof.payload, request.address, (options) =>
        verifyTonProof(request, options),
      );
      await forgetExpiredPayloads(db, new Date(now() * 1000));
      return { token: signToken(checked.address) };
    },

    /**
     * Sign out everywhere (docs/product-spec.md §1): a signData text naming a payload this API issued, signed
     * with the wallet's key, revokes every session token of that wallet issued until now. The payload is
     * single use, as a sign-in's: a captured signature cannot be replayed.
     */
    async signOutEverywhere(
      request: SignOutEverywhereRequest,
    ): Promise<{ wallet: string; revoked_through: number }> {
      const code = codeOfSignOutText(request.payload.text);
      if (code === null) throw proofInvalid('not the sign-out text');
      const result = await checkSigned(code, request.address, (options) =>
        verifySignedText(request, options),
      );
      const wallet = result.address.toRawString();
      // compared with the tokens' iat, which the JWT library stamps from the real clock (not the injected one)
      const through = Math.floor(Date.now() / 1000);
      await revokeSessions(wallet, through);
      return { wallet, revoked_through: through };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
