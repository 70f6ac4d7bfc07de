import { describe, expect, it } from 'vitest';
import {
  navigationAfter,
  statusFromTrace,
  txModalSize,
  orderTxStatus,
  txModalTexts,
  type TraceNode,
  type TxStatus,
  type TxType,
} from './tx-status';

const tx = (success: boolean, msgTypes: string[] = [], children: TraceNode[] = []): TraceNode => ({
  transaction: { success, out_msgs: msgTypes.map((msg_type) => ({ msg_type })) },
  children,
});

describe('statusFromTrace', () => {
  it.each<[string, TraceNode, TxStatus]>([
    [
      'a finished successful tree',
      tx(true, ['ext_out_msg'], [tx(true), tx(true, [], [tx(true)])]),
      'confirmed',
    ],
    ['an emulated trace', { ...tx(true), emulated: true }, 'pending'],
    ['an undelivered internal message', tx(true, [], [tx(true, ['int_msg'])]), 'pending'],
    ['a failed transaction deep down', tx(true, [], [tx(true, [], [tx(false)])]), 'failed'],
    ['a failure while still running', tx(false, ['int_msg']), 'pending'],
  ])('%s → %s', (_name, trace, expected) => {
    expect(statusFromTrace(trace)).toBe(expected);
  });
});

describe('txModalTexts', () => {
  it.each<[TxType, TxStatus, string, string | null, string | null]>([
    ['default', 'pending', 'tx-modal.default.title.pending', 'tx-modal.default.description.pending', null],
    ['demo', 'confirmed', 'tx-modal.default.title.success', null, 'tx-modal.default.button.success'],
    ['swap', 'failed', 'tx-modal.swap.title.error', null, 'tx-modal.default.button.error'],
    [
      'place-order',
      'pending',
      'tx-modal.place_order.title.pending',
      'tx-modal.default.description.pending',
      null,
    ],
    [
      'place-order',
      'confirmed',
      'tx-modal.place_order.title.success',
      null,
      'tx-modal.default.button.success',
    ],
    ['cancel-order', 'failed', 'tx-modal.cancel_order.title.error', null, 'tx-modal.default.button.error'],
    [
      'add-liquidity',
      'confirmed',
      'tx-modal.add_liquidity.title.success',
      null,
      'tx-modal.default.button.success',
    ],
    [
      'add-initial-liquidity',
      'pending',
      'tx-modal.add_liquidity.title.pending',
      'tx-modal.default.description.pending',
      null,
    ],
    [
      'remove-liquidity',
      'failed',
      'tx-modal.remove_liquidity.title.error',
      null,
      'tx-modal.default.button.error',
    ],
  ])('%s %s', (type, status, title, description, button) => {
    expect(txModalTexts(type, status)).toEqual({ title, description, button });
  });
});

describe('navigationAfter', () => {
  it.each<[Parameters<typeof navigationAfter>[0], TxStatus, string | null]>([
    [{ type: 'add-liquidity', poolAddress: 'EQpool' }, 'confirmed', '/app/pools/EQpool'],
    [{ type: 'add-liquidity', poolAddress: 'EQpool' }, 'pending', null],
    [{ type: 'add-initial-liquidity', poolAddress: 'EQpool' }, 'confirmed', '/app/pools/EQpool'],
    [
      { type: 'add-initial-liquidity', poolAddress: 'EQpool', navigateUrlOnSuccess: '/app/pools/#x' },
      'confirmed',
      '/app/pools/#x',
    ],
    [{ type: 'swap', poolAddress: 'EQpool' }, 'confirmed', null],
    [{ type: 'remove-liquidity', poolAddress: 'EQpool' }, 'confirmed', null],
    [{ type: 'add-liquidity', poolAddress: 'EQpool' }, 'failed', null],
  ])('%j %s → %s', (request, status, expected) => {
    expect(navigationAfter(request, status)).toBe(expected);
  });
});

describe('txModalSize', () => {
  it('is 600 for swaps and 416 otherwise', () => {
    expect(txModalSize('swap')).toBe(600);
    expect(txModalSize('default')).toBe(416);
  });
});

describe('orderTxStatus', () => {
  it.each([
    ['place-order', null, 'pending'],
    ['place-order', 'pending', 'pending'],
    ['place-order', 'open', 'confirmed'],
    ['place-order', 'filled', 'confirmed'],
    ['cancel-order', 'open', 'pending'],
    ['cancel-order', 'cancelled', 'confirmed'],
    ['cancel-order', 'filled', 'failed'],
    ['cancel-order', 'expired', 'failed'],
  ] as const)('%s with the order %s: %s', (type, status, expected) =>
    expect(orderTxStatus(type, status)).toBe(expected),
  );
});
