import { describe, expect, it } from 'vitest';
import {
  FRIENDLY,
  OTHER,
  RAW,
  expectIssueAt,
  expectUnknownKeyRejected,
  expectValid,
  withField,
} from '../testing/expect-issue';
import { AccountResponseSchema, JettonBalancesResponseSchema } from './accounts';
import { AddressParamsSchema } from './common';

const account = {
  address: RAW,
  balance: '1500000000',
  last_activity: 1_767_225_600,
  status: 'active',
  get_methods: ['seqno'],
  is_wallet: true,
};

const balance = {
  jetton: { address: FRIENDLY, decimals: 6, name: 'Tether USD', symbol: 'USDT', image: null, verified: true },
  wallet_address: OTHER,
  balance: '2500000',
  price: '1',
  balance_usd: '2.5',
};

describe('AccountParamsSchema', () => {
  it('accepts an address and rejects anything else', () => {
    expectValid(AddressParamsSchema, { address: FRIENDLY });
    expectIssueAt(AddressParamsSchema, { address: 'x' }, ['address']);
    expectUnknownKeyRejected(AddressParamsSchema, { address: FRIENDLY }, 'id');
  });
});

describe('AccountResponseSchema', () => {
  it('fills the spec defaults', () => {
    const { result } = expectValid(AccountResponseSchema, { result: account });
    expect(result).toMatchObject({
      extra_balance: [],
      currencies_balance: {},
      interfaces: [],
      is_scam: false,
      memo_required: false,
      is_suspended: false,
    });
  });

  it.each(['nonexist', 'uninit', 'active', 'frozen'])('accepts status %s', (status) => {
    expectValid(AccountResponseSchema, { result: { ...account, status } });
  });

  it.each([
    [['address'], 'nope'],
    [['balance'], 1500000000],
    [['balance'], '-1'],
    [['status'], 'deleted'],
    [['last_activity'], -5],
    [['is_wallet'], undefined],
    [['extra_balance', 0, 'amount'], '1.5'],
  ])('rejects result.%s = %j', (path, value) => {
    const input = withField(
      {
        result: {
          ...account,
          extra_balance: [{ amount: '1', preview: { id: 1, symbol: 'X', decimals: 9 } }],
        },
      },
      ['result', ...path],
      value,
    );
    expectIssueAt(AccountResponseSchema, input, ['result', ...path]);
  });
});

describe('JettonBalancesResponseSchema', () => {
  it('accepts balances with USD prices', () => {
    expectValid(JettonBalancesResponseSchema, { result: { balances: [balance] } });
  });

  it.each([
    [['jetton', 'address'], 'x'],
    [['jetton', 'decimals'], 256],
    [['balance'], '1.5'],
    [['price'], 1],
    [['balance_usd'], '-2'],
    [['wallet_address'], ''],
  ])('rejects %j = %j', (path, value) => {
    const input = { result: { balances: [withField(balance, path, value)] } };
    expectIssueAt(JettonBalancesResponseSchema, input, ['result', 'balances', 0, ...path]);
  });
});
