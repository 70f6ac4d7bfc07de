import { usdValue } from '../../lib/amounts';
import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import type { TokenListEntry } from '../tokens/token-list';
import type { JettonHolding } from './balances';

// The rows of the assets view: TON and jettons with USD values. Pure.

export interface AssetRow {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  icon: string | null;
  balance: bigint;
  /** Micro-dollars. */
  usd: bigint;
}

/**
 * TON first, then jettons by USD value (then by symbol). A price from the token list (polled every
 * 30 s) wins over the one the balances came with.
 */
export function assetRows(
  tonBalance: bigint,
  holdings: readonly JettonHolding[],
  tokens: readonly TokenListEntry[],
): AssetRow[] {
  const listed = new Map(tokens.map((token) => [token.address, token]));
  const ton = listed.get(NATIVE_TON_ADDRESS);
  const tonRow: AssetRow = {
    address: NATIVE_TON_ADDRESS,
    symbol: ton?.symbol ?? 'TON',
    name: ton?.name ?? 'Toncoin',
    decimals: 9,
    icon: ton?.icon_url ?? null,
    balance: tonBalance,
    usd: usdValue(tonBalance, 9, ton?.price ?? '0'),
  };
  const jettons = holdings
    .filter((holding) => holding.balance > 0n)
    .map((holding): AssetRow => {
      const token = listed.get(holding.jetton);
      const price = token && token.price !== '0' ? token.price : holding.price;
      return {
        address: holding.jetton,
        symbol: token?.symbol ?? holding.symbol,
        name: token?.name ?? holding.name,
        decimals: holding.decimals,
        icon: token?.icon_url ?? holding.image,
        balance: holding.balance,
        usd: usdValue(holding.balance, holding.decimals, price),
      };
    })
    .sort((a, b) => (a.usd === b.usd ? a.symbol.localeCompare(b.symbol) : a.usd > b.usd ? -1 : 1));
  return [tonRow, ...jettons];
}

export const totalUsd = (rows: readonly AssetRow[]) => rows.reduce((sum, row) => sum + row.usd, 0n);
