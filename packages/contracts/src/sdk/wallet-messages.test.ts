import { Address, beginCell, storeStateInit } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TonConnectMessage } from './transactions';
import { toInternalMessage, toTreasuryMessage } from './wallet-messages';

const to = new Address(0, Buffer.alloc(32, 1));
const body = beginCell().storeUint(0x1234, 32).endCell();
const init = { code: beginCell().storeUint(1, 8).endCell(), data: beginCell().storeUint(2, 8).endCell() };
const stateInit = beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
const message = (bounceable: boolean, withInit: boolean): TonConnectMessage => ({
  address: to.toString({ bounceable }),
  amount: '1500000000',
  payload: body.toBoc().toString('base64'),
  ...(withInit && { stateInit }),
});

describe('the SDK messages as internal messages', () => {
  it.each([
    { name: 'a bounceable address', bounceable: true, withInit: false, wallet: true, treasury: true },
    {
      name: 'a deploy to a non-bounceable address',
      bounceable: false,
      withInit: true,
      wallet: false,
      treasury: false,
    },
    {
      name: 'a bounceable address with a state init',
      bounceable: true,
      withInit: true,
      wallet: true,
      treasury: false,
    },
    { name: 'a non-bounceable address', bounceable: false, withInit: false, wallet: false, treasury: true },
  ])(
    '$name: a wallet bounces $wallet, a treasury $treasury',
    ({ bounceable, withInit, wallet, treasury }) => {
      const m = message(bounceable, withInit);
      for (const [internal, bounce] of [
        [toInternalMessage(m), wallet],
        [toTreasuryMessage(m), treasury],
      ] as const) {
        expect(internal.info).toMatchObject({ type: 'internal', bounce, value: { coins: 1_500_000_000n } });
        expect(internal.info.dest?.toString()).toBe(to.toString());
        expect(internal.body.equals(body)).toBe(true);
        expect(internal.init?.code?.equals(init.code) ?? false).toBe(withInit);
      }
    },
  );
});
