// Loaded with import() when the user sends a liquidity transaction: @ton/core, the SDK's builders and
// the Buffer polyfill stay out of the page-load chunks.
import '../../lib/buffer-polyfill';
import {
  type AssetSource,
  buildCreatePool,
  buildProvideLiquidity,
  buildRemoveLiquidity,
  newQueryId,
  type TonConnectMessage,
} from '@atoll/contracts';
import { Address } from '@ton/core';
import type { TrustConfig } from '../../app/env.fns';
import { isNativeTon } from '@atoll/chain/address';
import { fetchJettonWallet } from '../trust/chain-reads';
import { assertGenuinePools, assetOf, derivedPool, loadTrustedDex } from '../trust/trusted-dex';

export interface BuiltLiquidity {
  messages: TonConnectMessage[];
  queryId: string;
  /** Raw address of the pool the transaction deposits to, withdraws from or creates. */
  pool: string;
}

interface SideInput {
  /** Raw token address (the zero address for TON). */
  token: string;
  amount: bigint;
}

interface UserInput {
  user: string;
  deadline: number;
  tonapiUrl: string;
  /** The pinned roots the pool is derived from (env.trust). */
  trust: TrustConfig | null;
}

/** A pool the form names (from the API), to be checked against the pinned factory before use. */
interface PoolInput {
  pool: string;
  /** Raw token addresses of the pool's two sides, and its fee tier. */
  tokenX: string;
  tokenY: string;
  feeBps: number;
}

/**
 * The user's side of a deposit: the asset and, for a jetton, the wallet the transfer leaves from, as
 * the jetton's master answers (a wallet address from the balances answer could be anyone's contract).
 */
async function sourceOf(token: string, { user, tonapiUrl }: UserInput): Promise<AssetSource> {
  const asset = assetOf(token);
  if (asset.kind === 'ton') return { asset };
  return { asset, userJettonWallet: await fetchJettonWallet(tonapiUrl, asset.master, user) };
}

/** The pool the API named, once the pinned factory derives that very address for its pair and fee. */
async function genuinePool(input: UserInput & PoolInput): Promise<Address> {
  const dex = await loadTrustedDex(input.tonapiUrl, input.trust);
  const [pool] = assertGenuinePools(dex, [
    { address: input.pool, tokenA: input.tokenX, tokenB: input.tokenY, feeBps: input.feeBps },
  ]);
  return pool!;
}

/** TON first: a pool creation then deploys the pool with the TON leg instead of an extra message. */
const tonFirst = (a: SideInput, b: SideInput): [SideInput, SideInput] =>
  isNativeTon(b.token) ? [b, a] : [a, b];

async function provideParts(sideA: SideInput, sideB: SideInput, minLpOut: bigint, input: UserInput) {
  const [first, second] = tonFirst(sideA, sideB);
  const queryId = newQueryId();
  return {
    queryId,
    request: {
      side0: await sourceOf(first.token, input),
      side1: await sourceOf(second.token, input),
      amount0: first.amount,
      amount1: second.amount,
      minLpOut,
      user: Address.parse(input.user),
      deadline: input.deadline,
      queryId,
    },
  };
}

/** Both legs of a deposit into an existing pool, with the least LP the user accepts. */
export async function buildAddLiquidityMessages(
  input: UserInput & { pool: string; feeBps: number; sideX: SideInput; sideY: SideInput; minLpOut: bigint },
): Promise<BuiltLiquidity> {
  // the pool derived for the very assets the legs carry
  const pool = await genuinePool({ ...input, tokenX: input.sideX.token, tokenY: input.sideY.token });
  const { queryId, request } = await provideParts(input.sideX, input.sideY, input.minLpOut, input);
  const built = buildProvideLiquidity({ ...request, pool });
  return { messages: built.messages, queryId: queryId.toString(), pool: pool.toRawString() };
}

/**
 * A new pool for (sideA, sideB, feeBps) and its first liquidity, in one wallet request: to the pinned
 * factory, and to the pool it will derive from its verified codes.
 */
export async function buildCreatePoolMessages(
  input: UserInput & { sideA: SideInput; sideB: SideInput; feeBps: number },
): Promise<BuiltLiquidity> {
  const dex = await loadTrustedDex(input.tonapiUrl, input.trust);
  const { queryId, request } = await provideParts(input.sideA, input.sideB, 0n, input);
  const pool = derivedPool(dex, request.side0.asset, request.side1.asset, input.feeBps);
  const built = buildCreatePool({
    ...request,
    pool,
    factory: dex.roots.factory,
    feeBps: input.feeBps,
    codes: dex.codes,
  });
  return { messages: built.messages, queryId: queryId.toString(), pool: pool.toRawString() };
}

/**
 * Burns LP from the user's LP wallet with the minimum payouts. The pool is the LP jetton's master:
 * it is checked first, so the LP wallet comes from a contract running the pinned pool code.
 */
export async function buildRemoveLiquidityMessages(
  input: UserInput & PoolInput & { lpAmount: bigint; minX: bigint; minY: bigint },
): Promise<BuiltLiquidity> {
  const pool = await genuinePool(input);
  const user = Address.parse(input.user);
  const userLpWallet = await fetchJettonWallet(input.tonapiUrl, pool, user);
  const queryId = newQueryId();
  const built = buildRemoveLiquidity({
    userLpWallet,
    lpAmount: input.lpAmount,
    min0: input.minX,
    min1: input.minY,
    user,
    deadline: input.deadline,
    queryId,
  });
  return { messages: built.messages, queryId: queryId.toString(), pool: pool.toRawString() };
}
