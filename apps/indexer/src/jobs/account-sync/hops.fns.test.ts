import { NATIVE_TON_ADDRESS, Tep74Op } from '@atoll/chain';
import { jetton, poolAddress, TON } from '@atoll/contracts';
import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TonApiTransaction } from '../../chain/tonapi';
import { testAddress, testTrust } from '../verify-pools/pool-trust.testing';
import { type KnownPool, provenPrevPool, swapSenderOf } from './hops.fns';

// Whether a swap is a continuation hop of a routed swap: its sender must be a pool the pinned factory
// derives, trading the asset that came in; a contract that merely sends a swap naming the user is not.

const at = testAddress;
const trust = testTrust;
const factory = trust.roots.factory;
const codes = trust.codes;
const usd = at(2).toRawString();
const btc = at(3).toRawString();
const hostile = at(4).toRawString();
const tonUsd = poolAddress(factory, TON, jetton(Address.parse(usd)), 30, codes).toRawString();
const usdBtc = poolAddress(
  factory,
  jetton(Address.parse(usd)),
  jetton(Address.parse(btc)),
  30,
  codes,
).toRawString();

const known = (...pools: KnownPool[]) => new Map(pools.map((p) => [p.address, p]));
const tonUsdRow: KnownPool = { address: tonUsd, asset0: NATIVE_TON_ADDRESS, asset1: usd, feeBps: 30 };

const txFrom = (source: string, body?: string) =>
  ({
    in_msg: { msg_type: 'int_msg', source: { address: source }, ...(body && { raw_body: body }) },
  }) as unknown as TonApiTransaction;

const notification = (sender: string) =>
  beginCell()
    .storeUint(Tep74Op.transferNotification, 32)
    .storeUint(7, 64)
    .storeCoins(16_360_000n)
    .storeAddress(Address.parse(sender))
    .storeBit(false)
    .endCell()
    .toBoc()
    .toString('hex');

describe('swapSenderOf', () => {
  it("a TON hop: the incoming message's source", () => {
    expect(swapSenderOf(txFrom(tonUsd))).toBe(tonUsd);
  });

  it("a jetton hop: the notification's sender (the previous owner), not the pool's own wallet", () => {
    const wallet = at(9).toRawString();
    expect(swapSenderOf(txFrom(wallet, notification(tonUsd)))).toBe(tonUsd);
  });

  it('an external message has none', () => {
    expect(swapSenderOf({ in_msg: { msg_type: 'ext_in_msg' } } as unknown as TonApiTransaction)).toBeNull();
  });
});

describe('provenPrevPool', () => {
  const hop = (sender: string | null, assetIn = usd) => ({ poolAddress: usdBtc, assetIn, sender });

  it('a derived pool that trades the asset that came in is the previous pool', () => {
    expect(provenPrevPool(trust, hop(tonUsd), known(tonUsdRow))).toBe(tonUsd);
  });

  it('a hostile contract that sends a swap naming the user is no pool: the swap stays a root', () => {
    expect(provenPrevPool(trust, hop(hostile), known(tonUsdRow))).toBeNull();
  });

  it('a row naming the hostile contract a pool proves nothing: its address is not derived', () => {
    const forged: KnownPool = { ...tonUsdRow, address: hostile };
    expect(provenPrevPool(trust, hop(hostile), known(forged))).toBeNull();
  });

  it('a pool that does not trade the asset that came in is not the previous pool', () => {
    expect(provenPrevPool(trust, hop(tonUsd, btc), known(tonUsdRow))).toBeNull();
  });

  it('the pool itself, or no sender, is a first step', () => {
    expect(provenPrevPool(trust, hop(usdBtc), known(tonUsdRow))).toBeNull();
    expect(provenPrevPool(trust, hop(null), known(tonUsdRow))).toBeNull();
  });
});
