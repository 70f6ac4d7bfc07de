import type { JettonBalance } from '@atoll/shared';
import { toRawAddress } from '@atoll/chain/address';

// Balances (docs/product-spec.md §3 "Account", "Jetton balance"): jettons with their wallets and USD prices,
// from the validated answer of `GET /accounts/{address}/jettons`. Pure.

export interface JettonHolding {
  /** The jetton master, raw. */
  jetton: string;
  name: string;
  symbol: string;
  decimals: number;
  image: string | null;
  /** The user's jetton wallet for this master. */
  walletAddress: string;
  balance: bigint;
  price: string;
}

/** The balances as holdings: raw addresses (so they compare with the token list), amounts as bigint. */
export function holdingsFromJettons(balances: readonly JettonBalance[]): JettonHolding[] {
  return balances.map(({ jetton, wallet_address, balance, price }) => ({
    jetton: toRawAddress(jetton.address) ?? jetton.address,
    name: jetton.name,
    symbol: jetton.symbol,
    decimals: jetton.decimals,
    image: jetton.image,
    walletAddress: toRawAddress(wallet_address) ?? wallet_address,
    balance: BigInt(balance),
    price,
  }));
}
