import { isDecimal, isDecimals, isNano, isRecord, isString } from '../../lib/http';
import { toRawAddress } from '../../lib/ton-address';

// Balances (spec 3 "Account", "Jetton balance"): TON from the account, jettons with their wallets
// and USD prices. Pure.

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

/** `GET /accounts/{address}` result → nanoton; an unknown account is an empty one (spec 7). */
export function tonBalanceFromAccount(result: unknown): bigint {
  return isRecord(result) && isNano(result.balance) ? BigInt(result.balance) : 0n;
}

/** `GET /accounts/{address}/jettons` result (`{balances}`) → holdings; malformed entries are skipped. */
export function holdingsFromJettons(result: unknown): JettonHolding[] {
  const balances = isRecord(result) && Array.isArray(result.balances) ? result.balances : [];
  return balances.flatMap((entry: unknown): JettonHolding[] => {
    if (!isRecord(entry) || !isRecord(entry.jetton) || !isNano(entry.balance)) return [];
    const { jetton } = entry;
    const master = isString(jetton.address) ? toRawAddress(jetton.address) : null;
    const wallet = isString(entry.wallet_address) ? toRawAddress(entry.wallet_address) : null;
    if (!master || !wallet) return [];
    return [
      {
        jetton: master,
        name: isString(jetton.name) ? jetton.name : 'Unknown',
        symbol: isString(jetton.symbol) ? jetton.symbol : 'UNKN',
        decimals: isDecimals(jetton.decimals) ? jetton.decimals : 9,
        image: isString(jetton.image) ? jetton.image : null,
        walletAddress: wallet,
        balance: BigInt(entry.balance),
        price: isDecimal(entry.price) ? entry.price : '0',
      },
    ];
  });
}
