// Loaded with import() when the user presses Swap: @ton/core, the SDK's message builders and the
// Buffer polyfill stay out of the page-load chunks (bundle budget).
import '../../lib/buffer-polyfill';
import { buildSwap, jetton, newQueryId, TON, type Asset, type NextHop } from '@atoll/contracts';
import { Address, Cell } from '@ton/core';
import { requestJson } from '../../lib/http';
import { isNativeTon } from '../../lib/ton-address';
import type { SwapLimits } from './price-impact';
import type { Route } from './routing';

const asset = (address: string): Asset => (isNativeTon(address) ? TON : jetton(address));

export interface BuildSwapInput {
  route: Route;
  limits: SwapLimits;
  /** The sender (raw or friendly). */
  user: string;
  /** The user's wallet of the input jetton, when the API knows it. */
  userJettonWallet?: string;
  deadline: number;
  tonapiUrl: string;
}

/** TEP-74 get_wallet_address through TonAPI: `decoded.jetton_wallet_address`, or the stack's cell. */
export async function fetchJettonWallet(tonapiUrl: string, master: string, owner: string): Promise<Address> {
  const url = `${tonapiUrl}/v2/blockchain/accounts/${encodeURIComponent(master)}/methods/get_wallet_address?args=${encodeURIComponent(owner)}`;
  const body = (await requestJson(url)) as {
    success?: boolean;
    decoded?: { jetton_wallet_address?: string };
    stack?: { type?: string; cell?: string }[];
  } | null;
  const decoded = body?.decoded?.jetton_wallet_address;
  if (decoded) return Address.parse(decoded);
  const cell = body?.stack?.[0]?.cell;
  if (body?.success === false || !cell) throw new Error('get_wallet_address failed');
  return Cell.fromBoc(Buffer.from(cell, 'hex'))[0]!.beginParse().loadAddress();
}

export async function buildSwapMessages(input: BuildSwapInput) {
  const { route, limits } = input;
  const user = Address.parse(input.user);
  const first = route.hops[0]!;
  const assetIn = asset(first.tokenIn);
  let userJettonWallet: Address | undefined;
  if (assetIn.kind === 'jetton') {
    userJettonWallet = input.userJettonWallet
      ? Address.parse(input.userJettonWallet)
      : await fetchJettonWallet(input.tonapiUrl, first.tokenIn, user.toRawString());
  }
  // Hops after the first, innermost last: each names the asset its pool pays out and its fee tier.
  let next: NextHop | null = null;
  for (let i = route.hops.length - 1; i >= 1; i--) {
    const hop = route.hops[i]!;
    next = {
      assetOut: asset(hop.tokenOut),
      feeBps: hop.pool.feeBps,
      minOut: i === route.hops.length - 1 ? limits.minOut : 0n,
      next,
    };
  }
  const queryId = newQueryId();
  const built = buildSwap({
    pool: Address.parse(first.pool.address),
    input: { asset: assetIn, userJettonWallet },
    assetOut: asset(route.hops.at(-1)!.tokenOut),
    amountIn: limits.amountIn,
    minOut: limits.firstMinOut,
    exactAmountOut: limits.exactAmountOut,
    next,
    user,
    deadline: input.deadline,
    queryId,
  });
  return { messages: built.messages, totalTon: built.totalTon, queryId: queryId.toString() };
}
