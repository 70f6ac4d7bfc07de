import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { describe, expect, it } from 'vitest';
import type { ClassifiedAction } from '../events/actions';
import { actionToJson, formatUnits } from './event';

describe('formatUnits', () => {
  it.each([
    [1_500_000_000n, 9, '1.5'],
    [100_000n, 9, '0.0001'],
    [12_000_000n, 6, '12'],
    [0n, 9, '0'],
    [-2_500_000n, 6, '-2.5'],
    [7n, 0, '7'],
    [123_456_789_012_345_678_901n, 9, '123456789012.345678901'],
  ])('%s with %i decimals is %s', (amount, decimals, text) => {
    expect(formatUnits(amount, decimals)).toBe(text);
  });
});

describe('actionToJson', () => {
  const look = {
    account: (address: string) => ({ address, is_scam: false, is_wallet: true }),
    jetton: (master: string) => ({ address: master, symbol: 'aUSD', decimals: 6 }),
  };
  const USER = `0:${'11'.repeat(32)}`;
  const POOL = `0:${'22'.repeat(32)}`;
  const USD = `0:${'33'.repeat(32)}`;

  it('writes a TON → jetton swap as TonAPI does: TON side in ton_in, jetton amount as a string', () => {
    const swap: ClassifiedAction = {
      type: 'JettonSwap',
      user: USER,
      pool: POOL,
      assetIn: NATIVE_TON_ADDRESS,
      assetOut: USD,
      amountIn: 10_000_000_000n,
      amountOut: 31_250_000n,
      ok: true,
      txs: ['a', 'b'],
    };
    expect(actionToJson(swap, look)).toEqual({
      type: 'JettonSwap',
      status: 'ok',
      base_transactions: ['a', 'b'],
      JettonSwap: {
        dex: 'atoll',
        amount_in: '0',
        amount_out: '31250000',
        ton_in: 10_000_000_000n,
        gram_in: 10_000_000_000n,
        user_wallet: look.account(USER),
        router: look.account(POOL),
        jetton_master_out: look.jetton(USD),
      },
      simple_preview: {
        name: 'Swap Tokens',
        description: 'Swapping 10 TON for 31.25 aUSD',
        value: '10 TON → 31.25 aUSD',
        accounts: [look.account(USER), look.account(POOL)],
      },
    });
  });

  it('marks a failed action and keeps a transfer comment', () => {
    const json = actionToJson(
      {
        type: 'TonTransfer',
        sender: USER,
        recipient: POOL,
        amount: 1n,
        comment: 'hi',
        ok: false,
        txs: ['c'],
      },
      look,
    );
    expect(json).toMatchObject({
      status: 'failed',
      TonTransfer: { amount: 1n, comment: 'hi' },
      simple_preview: { value: '0.000000001 TON' },
    });
  });
});
