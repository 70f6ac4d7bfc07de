import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { DexEventOp, DexOp, jetton, poolAddress, TON } from '@atoll/contracts';
import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TonApiTransaction } from '../../chain/tonapi';
import { genuinePoolCreated, isDerivedPool } from './pool-trust.fns';
import { testAddress, testCodes, testTrust } from './pool-trust.testing';

const codes = testCodes;
const at = testAddress;
const trust = testTrust;
const factory = trust.roots.factory;
const usd = at(2);
const stranger = at(3);
const genuine = poolAddress(factory, TON, jetton(usd), 30, codes).toRawString();

describe('isDerivedPool', () => {
  it.each([
    { name: 'the derived pool', pool: genuine, asset1: usd.toRawString(), feeBps: 30, ok: true },
    { name: 'another tier', pool: genuine, asset1: usd.toRawString(), feeBps: 5, ok: false },
    { name: 'another pair', pool: genuine, asset1: stranger.toRawString(), feeBps: 30, ok: false },
    {
      name: 'another address',
      pool: stranger.toRawString(),
      asset1: usd.toRawString(),
      feeBps: 30,
      ok: false,
    },
    { name: 'the same asset twice', pool: genuine, asset1: NATIVE_TON_ADDRESS, feeBps: 30, ok: false },
  ])('$name → $ok', ({ pool, asset1, feeBps, ok }) => {
    expect(isDerivedPool(trust, { pool, asset0: NATIVE_TON_ADDRESS, asset1, feeBps })).toBe(ok);
  });
});

/** A pool_created log body as events.tolk writes it (TON / usd). */
const createdLog = (feeBps: number) =>
  beginCell()
    .storeUint(DexEventOp.poolCreated, 32)
    .storeUint(1, 32)
    .storeUint(7, 64)
    .storeAddress(stranger)
    .storeUint(feeBps, 16)
    .storeAddress(null)
    .storeAddress(usd)
    .endCell()
    .toBoc()
    .toString('hex');

const hex = (op: number) => '0x' + op.toString(16).padStart(8, '0');

function creatingTx(o: {
  account?: string;
  source?: Address;
  op?: number;
  feeBps?: number;
}): TonApiTransaction {
  return {
    hash: 'aa',
    lt: 2,
    account: { address: o.account ?? genuine },
    success: true,
    utime: 1,
    in_msg: {
      msg_type: 'int_msg',
      created_lt: 1,
      hash: 'bb',
      source: { address: (o.source ?? factory).toRawString() },
      op_code: hex(o.op ?? DexOp.initPool),
    },
    out_msgs: [{ msg_type: 'ext_out_msg', created_lt: 3, hash: 'cc', raw_body: createdLog(o.feeBps ?? 30) }],
  } as TonApiTransaction;
}

describe('genuinePoolCreated', () => {
  it('registers the derived pool that received InitPool from the factory', () => {
    expect(genuinePoolCreated(trust, creatingTx({}))).toMatchObject({
      pool: genuine,
      asset0: NATIVE_TON_ADDRESS,
      asset1: usd.toRawString(),
      feeBps: 30,
    });
  });

  it.each([
    { name: 'InitPool from someone else', tx: creatingTx({ source: stranger }) },
    {
      name: 'the factory’s reject (CreatePoolRejected), not InitPool',
      tx: creatingTx({ op: DexOp.createPoolRejected }),
    },
    { name: 'a log naming a pair and tier the address is not derived from', tx: creatingTx({ feeBps: 100 }) },
    { name: 'an account that is not the derived pool', tx: creatingTx({ account: stranger.toRawString() }) },
  ])('refuses $name', ({ tx }) => {
    expect(genuinePoolCreated(trust, tx)).toBeNull();
  });
});
