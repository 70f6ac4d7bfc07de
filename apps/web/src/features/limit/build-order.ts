// Loaded with import() when the user places, replaces or cancels an order, together with @ton/core, the SDK's
// builders and the Buffer polyfill: none of it is part of the page load. Every order address is derived from
// the pinned roots (trust/trusted-orders.ts) before a message is built.
import '../../lib/buffer-polyfill';
import { assetOfKey, buildCancelOrder, buildPlaceOrder, newQueryId, type OrderTerms } from '@atoll/contracts';
import type { Order, RegisterOrderRequest } from '@atoll/shared';
import { Address } from '@ton/core';
import type { TrustConfig } from '../../app/env.fns';
import { fetchJettonWallet } from '../trust/chain-reads';
import { assertGenuineOrder, loadTrustedOrders } from '../trust/trusted-orders';

/** The terms as the API carries them (decimal strings, raw addresses) → the SDK's. */
export function sdkTerms(terms: RegisterOrderRequest): OrderTerms {
  return {
    maker: Address.parse(terms.maker),
    sellAsset: assetOfKey(terms.sell_token),
    buyAsset: assetOfKey(terms.buy_token),
    sellAmount: BigInt(terms.sell_amount),
    minBuyAmount: BigInt(terms.min_buy_amount),
    expiresAt: terms.expires_at,
    reward: BigInt(terms.reward),
    partial: terms.partial,
    minFill: BigInt(terms.min_fill),
    nonce: BigInt(terms.nonce),
  };
}

export interface Roots {
  tonapiUrl: string;
  trust: TrustConfig | null;
}

/** A fresh nonce for new terms: any 64-bit number tells apart orders with equal terms. */
export const newOrderNonce = () => newQueryId().toString();

/**
 * The messages that place `terms` (the deploy and, for a jetton sell, the transfer from the maker's jetton
 * wallet, as its master names it) and, when `replaces` is given, the cancel of that order first: editing an
 * order is a cancel and a new order in one transaction.
 */
export async function buildPlaceOrderMessages(roots: Roots, terms: RegisterOrderRequest, replaces?: Order) {
  const trusted = await loadTrustedOrders(roots.tonapiUrl, roots.trust);
  const sdk = sdkTerms(terms);
  const makerJettonWallet =
    sdk.sellAsset.kind === 'jetton'
      ? await fetchJettonWallet(roots.tonapiUrl, sdk.sellAsset.master, sdk.maker)
      : undefined;
  const queryId = newQueryId();
  const cancel = replaces ? cancelMessages(trusted, replaces, queryId) : [];
  const placed = buildPlaceOrder(sdk, {
    factory: trusted.factory,
    codes: trusted.codes,
    makerJettonWallet,
    queryId,
  });
  const address = assertGenuineOrder(trusted, sdk, placed.messages[0]!.address);
  return {
    messages: [...cancel, ...placed.messages],
    queryId: queryId.toString(),
    address: address.toRawString(),
  };
}

function cancelMessages(
  trusted: Awaited<ReturnType<typeof loadTrustedOrders>>,
  order: Order,
  queryId: bigint,
) {
  const genuine = assertGenuineOrder(trusted, sdkTerms(order), order.address);
  return buildCancelOrder(genuine, queryId).messages;
}

/** The maker's cancel of `order`, sent only to the address its terms derive (never the API's word). */
export async function buildCancelOrderMessages(roots: Roots, order: Order) {
  const trusted = await loadTrustedOrders(roots.tonapiUrl, roots.trust);
  const queryId = newQueryId();
  return { messages: cancelMessages(trusted, order, queryId), queryId: queryId.toString() };
}
