// The TypeScript constants are hand-written mirrors of the Tolk sources; this keeps them honest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import * as dex from '../src/wrappers/dex-constants';
import { JettonError, JettonOp } from '../src/wrappers/jetton-constants';

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
    const ops = new Map([...tolkOpcodes('dex/messages.tolk'), ...tolkOpcodes('dex/pool.tolk')]);
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
    ]) {
      expect([name, (dex as unknown as Record<string, bigint>)[name]]).toEqual([name, ton(name)]);
    }
    expect(BigInt(consts.get('MIN_LIQUIDITY')!)).toBe(dex.MIN_LIQUIDITY);
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
