import type { Account, JettonBalance } from '@atoll/shared';
import type { Account as TonApiAccount, JettonBalance as TonApiJettonBalance } from '@ton-api/client';
import type { Address } from '@ton/core';

import { numberToDecimal, trimDecimal } from '@atoll/chain';
import { usdValue } from '@atoll/db';
import type { TokenRecord } from '../tokens/tokens.fns';

/** What TonAPI says about an account as docs/product-spec.md §3 "Account"; balances become nano strings. */
export function toAccount(account: TonApiAccount): Account {
  const currencies: Record<string, string> = {};
  for (const [currency, value] of Object.entries(account.currenciesBalance ?? {})) {
    const amount =
      typeof value === 'bigint'
        ? value
        : typeof value === 'number' && Number.isSafeInteger(value)
          ? BigInt(value)
          : null;
    if (amount !== null && amount >= 0n) currencies[currency] = amount.toString();
  }
  return {
    address: account.address.toRawString(),
    balance: account.balance.toString(),
    extra_balance: (account.extraBalance ?? []).map((extra) => ({
      amount: extra.amount.toString(),
      preview: {
        id: extra.preview.id,
        symbol: extra.preview.symbol,
        decimals: extra.preview.decimals,
        image: extra.preview.image ?? '',
      },
    })),
    currencies_balance: currencies,
    last_activity: account.lastActivity,
    status: account.status,
    interfaces: account.interfaces ?? [],
    ...(account.name !== undefined && { name: account.name }),
    is_scam: account.isScam ?? false,
    ...(account.icon !== undefined && { icon: account.icon }),
    memo_required: account.memoRequired ?? false,
    get_methods: account.getMethods,
    is_suspended: account.isSuspended ?? false,
    is_wallet: account.isWallet,
  };
}

/** An address the chain has never seen (TonAPI answered 404): nonexistent, zero balance. */
export function nonexistentAccount(address: Address): Account {
  return {
    address: address.toRawString(),
    balance: '0',
    extra_balance: [],
    currencies_balance: {},
    last_activity: 0,
    status: 'nonexist',
    interfaces: [],
    is_scam: false,
    memo_required: false,
    get_methods: [],
    is_suspended: false,
    is_wallet: false,
  };
}

/**
 * A jetton balance with its USD value. The price is ours when the Token table has one (the pools'
 * price), else TonAPI's rate; `verified` is ours when we know the token, else TonAPI's whitelist.
 */
export function toJettonBalance(balance: TonApiJettonBalance, known: TokenRecord | undefined): JettonBalance {
  const ours = known && /[1-9]/.test(known.priceUsd) ? trimDecimal(known.priceUsd) : null;
  const price = ours ?? numberToDecimal(balance.price?.prices?.USD ?? 0);
  const decimals = balance.jetton.decimals;
  return {
    jetton: {
      address: balance.jetton.address.toRawString(),
      decimals,
      name: known?.name ?? balance.jetton.name,
      symbol: known?.symbol ?? balance.jetton.symbol,
      image: known?.iconUrl ?? (balance.jetton.image || null),
      verified: known?.verified ?? balance.jetton.verification === 'whitelist',
    },
    wallet_address: balance.walletAddress.address.toRawString(),
    balance: balance.balance.toString(),
    price,
    balance_usd: usdValue(balance.balance, decimals, price),
  };
}
