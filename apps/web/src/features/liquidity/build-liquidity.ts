// Loaded with import() when the user sends a liquidity transaction: @ton/core, the SDK's builders and
// the Buffer polyfill stay out of the page-load chunks.
import '../../lib/buffer-polyfill';
import {
  type AssetSource,
  buildCreatePool,
  buildProvideLiquidity,
  buildRemoveLiquidity,
  type DexCodes,
  jetton,
  newQueryId,
  poolAddress,
  TON,
  type TonConnectMessage,
} from '@atoll/contracts';
import { Address, Cell } from '@ton/core';
import { requestJson } from '../../lib/http';
import { isNativeTon, toRawAddress } from '../../lib/ton-address';
import type { JettonHolding } from '../balances/balances';
import { fetchJettonWallet } from '../swap/build-swap';

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
  holdings: readonly JettonHolding[] | undefined;
  deadline: number;
  tonapiUrl: string;
}

/** TonAPI's TvmStackRecord as the get-method endpoint writes it. */
type StackRecord = { type: string; num?: string; cell?: string };

async function getMethodStack(tonapiUrl: string, account: string, method: string): Promise<StackRecord[]> {
  const url = `${tonapiUrl}/v2/blockchain/accounts/${encodeURIComponent(account)}/methods/${method}`;
  const body = (await requestJson(url)) as { success?: boolean; stack?: StackRecord[] } | null;
  if (!body?.success || !Array.isArray(body.stack)) throw new Error(`${method} failed on ${account}`);
  return body.stack;
}

function cellAt(stack: StackRecord[], index: number): Cell {
  const hex = stack[index]?.cell;
  if (!hex) throw new Error(`get-method result has no cell at ${index}`);
  return Cell.fromBoc(Buffer.from(hex, 'hex'))[0]!;
}

/** pool.tolk get_pool_data: the factory is its eleventh value (wrappers/pool.ts getPoolData). */
const POOL_DATA_FACTORY_INDEX = 10;

/**
 * The factory and the codes it deploys pools with (factory.tolk get_factory_data), read from the chain:
 * any existing pool names its factory, so the app needs no configured factory address.
 */
export async function fetchFactory(tonapiUrl: string, knownPool: string) {
  const poolData = await getMethodStack(tonapiUrl, knownPool, 'get_pool_data');
  const factory = cellAt(poolData, POOL_DATA_FACTORY_INDEX).beginParse().loadAddress();
  const data = await getMethodStack(tonapiUrl, factory.toRawString(), 'get_factory_data');
  const codes: DexCodes = {
    pool: cellAt(data, 1),
    lpWallet: cellAt(data, 2),
    deposit: cellAt(data, 3),
    lpContent: cellAt(data, 4),
  };
  return { factory, codes };
}

const assetOf = (token: string) => (isNativeTon(token) ? TON : jetton(token));

/** The user's side of a deposit: the asset and, for a jetton, the wallet the transfer leaves from. */
async function sourceOf(token: string, { user, holdings, tonapiUrl }: UserInput): Promise<AssetSource> {
  const asset = assetOf(token);
  if (asset.kind === 'ton') return { asset };
  const raw = toRawAddress(token);
  const known = holdings?.find((holding) => holding.jetton === raw)?.walletAddress;
  return {
    asset,
    userJettonWallet: known ? Address.parse(known) : await fetchJettonWallet(tonapiUrl, token, user),
  };
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
  input: UserInput & { pool: string; sideX: SideInput; sideY: SideInput; minLpOut: bigint },
): Promise<BuiltLiquidity> {
  const { queryId, request } = await provideParts(input.sideX, input.sideY, input.minLpOut, input);
  const pool = Address.parse(input.pool);
  const built = buildProvideLiquidity({ ...request, pool });
  return { messages: built.messages, queryId: queryId.toString(), pool: pool.toRawString() };
}

/**
 * A new pool for (sideA, sideB, feeBps) and its first liquidity, in one wallet request. The pool's
 * address is derived from the factory's codes, as the factory will derive it.
 */
export async function buildCreatePoolMessages(
  input: UserInput & { sideA: SideInput; sideB: SideInput; feeBps: number; knownPool: string },
): Promise<BuiltLiquidity> {
  const { factory, codes } = await fetchFactory(input.tonapiUrl, input.knownPool);
  const { queryId, request } = await provideParts(input.sideA, input.sideB, 0n, input);
  const pool = poolAddress(factory, request.side0.asset, request.side1.asset, input.feeBps, codes);
  const built = buildCreatePool({ ...request, pool, factory, feeBps: input.feeBps, codes });
  return { messages: built.messages, queryId: queryId.toString(), pool: pool.toRawString() };
}

/** Burns LP from the user's LP wallet (the pool is the LP jetton's master) with the minimum payouts. */
export async function buildRemoveLiquidityMessages(
  input: Omit<UserInput, 'holdings'> & { pool: string; lpAmount: bigint; minX: bigint; minY: bigint },
): Promise<BuiltLiquidity> {
  const user = Address.parse(input.user);
  const userLpWallet = await fetchJettonWallet(input.tonapiUrl, input.pool, user.toRawString());
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
  return {
    messages: built.messages,
    queryId: queryId.toString(),
    pool: Address.parse(input.pool).toRawString(),
  };
}
