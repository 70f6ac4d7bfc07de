// The TypeScript constants are hand-written mirrors of the Tolk sources; this keeps them honest.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import * as dex from '../src/wrappers/dex-constants';
import { JettonError, JettonOp } from '../src/wrappers/jetton-constants';
import * as order from '../src/wrappers/order-constants';

const source = (file: string) => readFileSync(join(__dirname, '..', 'contracts', file), 'utf-8');

function tolkConsts(file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source(file).matchAll(/^const (\w+) = (.+?)\s*(\/\/.*)?$/gm)) out.set(m[1]!, m[2]!.trim());
  return out;
}

function tolkOpcodes(file: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of source(file).matchAll(/struct \((0x[0-9a-fA-F]+)\) (\w+)/g)) out.set(m[2]!, Number(m[1]));
  return out;
}

const camel = (name: string) => {
  const bare = name.replace(/^Dex/, '');
  return bare.charAt(0).toLowerCase() + bare.slice(1);
};

describe('dex constants mirror contracts/dex', () => {
  it('every message opcode', () => {
    // messages.tolk, and the pool's messages to itself (pool-lifecycle.tolk) or to other pools
    const poolFiles = readdirSync(join(__dirname, '..', 'contracts', 'dex')).filter((f) =>
      /^pool.*\.tolk$/.test(f),
    );
    const ops = new Map([
      ...tolkOpcodes('dex/messages.tolk'),
      ...poolFiles.flatMap((f) => [...tolkOpcodes(`dex/${f}`)]),
    ]);
    ops.delete('PoolJettonTransfer'); // TEP-74 transfer, mirrored in jetton-constants
    for (const [name, op] of ops)
      expect([name, (dex.DexOp as Record<string, number>)[camel(name)]]).toEqual([name, op]);
    expect(Object.keys(dex.DexOp).length).toBe(ops.size);
  });

  it('every event opcode', () => {
    const events = tolkOpcodes('dex/events.tolk');
    for (const [name, op] of events) {
      const key = camel(name.replace(/Event$/, ''));
      expect([name, (dex.DexEventOp as Record<string, number>)[key]]).toEqual([name, op]);
    }
    expect(Object.keys(dex.DexEventOp).length).toBe(events.size);
  });

  it('every exit code and refund reason', () => {
    const consts = tolkConsts('dex/errors.tolk');
    const errs = [...consts].filter(([k]) => k.startsWith('ERR_'));
    const reasons = [...consts].filter(([k]) => k.startsWith('REASON_'));
    const toCamel = (s: string) => s.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    for (const [k, v] of errs)
      expect([k, (dex.DexExitCode as Record<string, number>)[toCamel(k.slice(4))]]).toEqual([k, Number(v)]);
    for (const [k, v] of reasons)
      expect([k, (dex.RefundReason as Record<string, number>)[toCamel(k.slice(7))]]).toEqual([k, Number(v)]);
    expect(Object.keys(dex.DexExitCode).length).toBe(errs.length);
    expect(Object.keys(dex.RefundReason).length).toBe(reasons.length);
  });

  it('every pool status', () => {
    const statuses = [...tolkConsts('dex/storage.tolk')].filter(([k]) => k.startsWith('POOL_STATUS_'));
    const toCamel = (s: string) => s.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    for (const [k, v] of statuses)
      expect([k, (dex.PoolStatus as Record<string, number>)[toCamel(k.slice(12))]]).toEqual([k, Number(v)]);
    expect(Object.keys(dex.PoolStatus).length).toBe(statuses.length);
    expect(dex.POOL_STATUS_NAMES).toEqual(Object.keys(dex.PoolStatus));
    expect(dex.REFUND_REASON_NAMES).toEqual(Object.keys(dex.RefundReason));
  });

  it('every reserves_changed cause and the probe answer', () => {
    const consts = tolkConsts('dex/events.tolk');
    const causes = [...consts].filter(([k]) => k.startsWith('CAUSE_'));
    const toCamel = (s: string) => s.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    for (const [k, v] of causes)
      expect([k, (dex.ReservesChangeCause as Record<string, number>)[toCamel(k.slice(6))]]).toEqual([
        k,
        Number(v),
      ]);
    expect(Object.keys(dex.ReservesChangeCause).length).toBe(causes.length);
    expect(Number(tolkConsts('dex/errors.tolk').get('EXIT_HOP_READY'))).toBe(dex.HOP_READY_EXIT_CODE);
  });

  it("TEP-89's opcode, read raw from a 256-bit bounce, is provide_wallet_address", () => {
    expect(Number(tolkConsts('dex/pool-lifecycle.tolk').get('OP_PROVIDE_WALLET_ADDRESS'))).toBe(
      tolkOpcodes('jetton/messages.tolk').get('RequestWalletAddress'),
    );
  });

  it('every TON budget', () => {
    const consts = tolkConsts('dex/fees.tolk');
    const ton = (name: string) => {
      const m = consts.get(name)?.match(/^ton\("([\d.]+)"\)$/);
      if (!m) throw new Error(`${name} is not a plain ton("...") constant`);
      return toNano(m[1]!);
    };
    for (const name of [
      'POOL_GAS_TON',
      'DEPOSIT_GAS_TON',
      'JETTON_PAYOUT_TON',
      'TON_PAYOUT_TON',
      'LP_MINT_TON',
      'DISCOVERY_TON',
      'POOL_STORAGE_RESERVE',
      'FACTORY_GAS_TON',
      'POOL_DEPLOY_FWD_TON',
      'PENDING_STORE_TON',
      'PENDING_STEP_TON',
      'PENDING_MIN_TON',
      'PENDING_REPLAY_TON',
      'HOP_PROBE_TON',
      'READY_POOL_STORE_TON',
      'RECEIPT_NOTICE_TON',
    ]) {
      expect([name, (dex as unknown as Record<string, bigint>)[name]]).toEqual([name, ton(name)]);
    }
    expect(BigInt(consts.get('MIN_LIQUIDITY')!)).toBe(dex.MIN_LIQUIDITY);
    expect(consts.get('CLAIM_TON')).toBe('POOL_GAS_TON + 2 * JETTON_PAYOUT_TON');
    expect(dex.CLAIM_TON).toBe(dex.POOL_GAS_TON + 2n * dex.JETTON_PAYOUT_TON);
    expect(Number(consts.get('PENDING_MAX'))).toBe(dex.PENDING_MAX);
    expect(BigInt(consts.get('FEE_DENOMINATOR')!)).toBe(dex.FEE_DENOMINATOR);
  });
});

describe('jetton constants mirror contracts/jetton', () => {
  it('every opcode of the messages, by value', () => {
    const ops = new Set([
      ...tolkOpcodes('jetton/messages.tolk').values(),
      ...tolkOpcodes('jetton/minter-messages.tolk').values(),
    ]);
    expect(new Set(Object.values(JettonOp))).toEqual(ops);
  });

  it('every exit code', () => {
    const toCamel = (s: string) => s.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    const errs = [...tolkConsts('jetton/errors.tolk')].filter(([k]) => k.startsWith('ERR_'));
    for (const [k, v] of errs)
      expect([k, (JettonError as Record<string, number>)[toCamel(k.slice(4))]]).toEqual([k, Number(v)]);
    expect(Object.keys(JettonError).length).toBe(errs.length);
  });
});

describe('order constants mirror contracts/dex/order-*.tolk', () => {
  const consts = new Map([...tolkConsts('dex/order-messages.tolk'), ...tolkConsts('dex/order-storage.tolk')]);
  const toCamel = (s: string) => s.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  const prefixed = (prefix: string) =>
    [...consts]
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [toCamel(k.slice(prefix.length)), Number(v)]);

  it('every message and log opcode', () => {
    const ops = tolkOpcodes('dex/order-messages.tolk');
    const events = [...ops].filter(([name]) => name.endsWith('Event'));
    const messages = [...ops].filter(([name]) => !name.endsWith('Event'));
    for (const [name, op] of messages)
      expect([name, (order.OrderOp as Record<string, number>)[camel(name)]]).toEqual([name, op]);
    for (const [name, op] of events)
      expect([
        name,
        (order.OrderEventOp as Record<string, number>)[camel(name.replace(/Event$/, ''))],
      ]).toEqual([name, op]);
    expect(Object.keys(order.OrderOp).length).toBe(messages.length);
    expect(Object.keys(order.OrderEventOp).length).toBe(events.length);
  });

  it('every exit code, refund reason and status', () => {
    expect(Object.fromEntries(prefixed('ERR_ORDER_'))).toEqual(order.OrderExitCode);
    expect(Object.fromEntries(prefixed('ORDER_REASON_'))).toEqual(order.OrderRefundReason);
    expect(Object.fromEntries(prefixed('ORDER_STATUS_'))).toEqual(order.OrderStatus);
    expect(order.ORDER_REFUND_REASON_NAMES).toEqual(Object.keys(order.OrderRefundReason));
  });

  it('every TON budget', () => {
    for (const name of [
      'ORDER_STORAGE_TON',
      'ORDER_CLOSED_KEEP_TON',
      'ORDER_PLACE_GAS',
      'ORDER_FILL_GAS',
      'ORDER_DIRECT_FILL_GAS',
      'ORDER_CANCEL_GAS',
      'ORDER_GAS_TON',
    ]) {
      const m = consts.get(name)?.match(/^ton\("([\d.]+)"\)$/);
      expect([name, (order as unknown as Record<string, bigint>)[name]]).toEqual([name, toNano(m![1]!)]);
    }
    expect(Number(consts.get('ORDER_CANDIDATES_MAX'))).toBe(order.ORDER_CANDIDATES_MAX);
    expect(Number(consts.get('ORDER_EXPIRE_SHARE_BPS'))).toBe(order.ORDER_EXPIRE_SHARE_BPS);
  });
});
