import { assetOfKey, type OrderTerms } from '@atoll/contracts';
import type { RegisterOrderRequest } from '@atoll/shared';
import { Address } from '@ton/core';
import { AppError } from '../../errors';

/** The request's terms as the SDK takes them; the schema has parsed every address and amount. */
export function termsOf(body: RegisterOrderRequest): OrderTerms {
  return {
    maker: Address.parse(body.maker),
    sellAsset: assetOfKey(body.sell_token),
    buyAsset: assetOfKey(body.buy_token),
    sellAmount: BigInt(body.sell_amount),
    minBuyAmount: BigInt(body.min_buy_amount),
    expiresAt: body.expires_at,
    reward: BigInt(body.reward),
    partial: body.partial,
    minFill: BigInt(body.min_fill),
    nonce: BigInt(body.nonce),
  };
}

/** Terms no order contract accepts: refused here with the field named, before anything is stored. */
export function termsProblem(terms: OrderTerms, now: number): { path: string; message: string } | null {
  if (
    terms.sellAsset.kind === terms.buyAsset.kind &&
    (terms.sellAsset.kind === 'ton' ||
      (terms.buyAsset.kind === 'jetton' && terms.sellAsset.master.equals(terms.buyAsset.master)))
  )
    return { path: 'buy_token', message: 'an order must buy a different token than it sells' };
  if (terms.sellAmount === 0n) return { path: 'sell_amount', message: 'must be more than 0' };
  if (terms.minBuyAmount === 0n) return { path: 'min_buy_amount', message: 'must be more than 0' };
  if (terms.expiresAt <= now) return { path: 'expires_at', message: 'must be in the future' };
  if (terms.nonce >= 1n << 64n) return { path: 'nonce', message: 'must fit in 64 bits' };
  if (terms.partial && terms.minFill > terms.sellAmount)
    return { path: 'min_fill', message: 'must not exceed sell_amount' };
  return null;
}

export const ordersNotConfigured = () =>
  new AppError('NOT_CONFIGURED', 'Limit orders are not configured on this server');
