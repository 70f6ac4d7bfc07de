import { AccountSchema, JettonBalanceSchema } from '@atoll/shared';
import type { Account as TonApiAccount, JettonBalance as TonApiJettonBalance } from '@ton-api/client';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TokenRecord } from '../tokens/tokens.fns';
import { nonexistentAccount, toAccount, toJettonBalance } from './accounts.fns';

const WALLET = Address.parseRaw('0:' + '42'.repeat(32));
const MASTER = Address.parseRaw('0:' + '77'.repeat(32));

describe('toAccount', () => {
  it('maps TonAPI camelCase to the spec, balances as nano strings', () => {
    const account = toAccount({
      address: WALLET,
      balance: 10n ** 22n,
      lastActivity: 1_700_000_000,
      status: 'active',
      getMethods: ['seqno'],
      isWallet: true,
      interfaces: ['wallet_v5r1'],
      currenciesBalance: { '100': 5, bad: 1.5 },
      extraBalance: [{ amount: 7n, preview: { id: 100, symbol: 'EC', decimals: 9, image: 'x' } }],
    } as unknown as TonApiAccount);
    expect(AccountSchema.parse(account)).toEqual(account);
    expect(account).toMatchObject({
      address: WALLET.toRawString(),
      balance: '10000000000000000000000',
      status: 'active',
      currencies_balance: { '100': '5' },
      extra_balance: [{ amount: '7' }],
      is_scam: false,
      memo_required: false,
    });
    expect(account).not.toHaveProperty('name');
  });

  it('an address TonAPI does not know is nonexist with balance 0', () => {
    expect(nonexistentAccount(WALLET)).toMatchObject({ status: 'nonexist', balance: '0', is_wallet: false });
    expect(AccountSchema.safeParse(nonexistentAccount(WALLET)).success).toBe(true);
  });
});

describe('toJettonBalance', () => {
  const balance = (usd: number | undefined, units = 5_000_000_000n): TonApiJettonBalance =>
    ({
      balance: units,
      walletAddress: { address: WALLET },
      jetton: {
        address: MASTER,
        name: 'Atoll',
        symbol: 'ATL',
        decimals: 9,
        image: 'https://img/atl.png',
        verification: 'none',
        score: 0,
      },
      price: usd === undefined ? undefined : { prices: { USD: usd } },
    }) as unknown as TonApiJettonBalance;
  const ours: TokenRecord = {
    address: MASTER.toRawString(),
    symbol: 'ATL',
    name: 'Atoll (ours)',
    iconUrl: null,
    decimals: 9,
    verified: true,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
    priceUsd: '0.850000',
  };

  it.each([
    [
      'our price and flags',
      balance(0.5),
      ours,
      {
        price: '0.85',
        balance_usd: '4.25',
        jetton: { verified: true, name: 'Atoll (ours)', image: 'https://img/atl.png' },
      },
    ],
    [
      "TonAPI's rate for a token we do not know",
      balance(0.5),
      undefined,
      { price: '0.5', balance_usd: '2.5', jetton: { verified: false, image: 'https://img/atl.png' } },
    ],
    [
      "TonAPI's rate when ours is 0",
      balance(0.000031, 10n ** 18n),
      { ...ours, priceUsd: '0' },
      { price: '0.000031', balance_usd: '31000' },
    ],
    ['no price anywhere', balance(undefined), undefined, { price: '0', balance_usd: '0' }],
  ])('%s', (_name, input, known, expected) => {
    const result = toJettonBalance(input, known);
    expect(JettonBalanceSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({ ...expected, wallet_address: WALLET.toRawString() });
  });
});
