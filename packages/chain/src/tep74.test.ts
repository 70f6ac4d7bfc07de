import { Address, beginCell, type Builder } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  commentOf,
  jettonAmountOf,
  opOf,
  parseJettonTransfer,
  parseTransferNotification,
  Tep74Op,
  transferComment,
} from './tep74';

const alice = Address.parseRaw(`0:${'a1'.repeat(32)}`);
const bob = Address.parseRaw(`0:${'b2'.repeat(32)}`);
const comment = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text);

function transfer(forward: (b: Builder) => Builder) {
  return forward(
    beginCell()
      .storeUint(Tep74Op.transfer, 32)
      .storeUint(7, 64)
      .storeCoins(1_500n)
      .storeAddress(bob)
      .storeAddress(alice)
      .storeMaybeRef(null)
      .storeCoins(10n),
  ).endCell();
}

describe('parseJettonTransfer', () => {
  it('reads every field, with the forward payload inline or in a reference', () => {
    for (const body of [
      transfer((b) => b.storeBit(0).storeBuilder(comment('hi'))),
      transfer((b) => b.storeBit(1).storeRef(comment('hi'))),
    ]) {
      const parsed = parseJettonTransfer(body)!;
      expect(parsed).toMatchObject({
        queryId: 7n,
        amount: 1_500n,
        customPayload: null,
        forwardTonAmount: 10n,
      });
      expect(parsed.destination!.equals(bob)).toBe(true);
      expect(parsed.responseDestination!.equals(alice)).toBe(true);
      expect(transferComment(parsed)).toBe('hi');
    }
  });

  it('a transfer with no forward payload has none', () => {
    expect(parseJettonTransfer(transfer((b) => b))!.forwardPayload).toBeNull();
  });

  it.each([
    ['another op', beginCell().storeUint(Tep74Op.burn, 32).storeUint(0, 64).storeCoins(1n).endCell()],
    ['a truncated body', beginCell().storeUint(Tep74Op.transfer, 32).storeUint(1, 16).endCell()],
    ['an empty body', beginCell().endCell()],
  ])('returns null for %s', (_what, body) => expect(parseJettonTransfer(body)).toBeNull());
});

describe('parseTransferNotification', () => {
  it('reads the sender and the forwarded payload', () => {
    const body = beginCell()
      .storeUint(Tep74Op.transferNotification, 32)
      .storeUint(9, 64)
      .storeCoins(42n)
      .storeAddress(alice)
      .storeBit(1)
      .storeRef(comment('swap'))
      .endCell();
    const parsed = parseTransferNotification(body)!;
    expect(parsed).toMatchObject({ queryId: 9n, amount: 42n });
    expect(parsed.sender!.equals(alice)).toBe(true);
    expect(commentOf(parsed.forwardPayload!)).toBe('swap');
  });
});

describe('opOf, jettonAmountOf, commentOf', () => {
  it('reads the opcode of a body that has one', () => {
    expect(opOf(beginCell().storeUint(Tep74Op.excesses, 32).endCell())).toBe(Tep74Op.excesses);
    expect(opOf(beginCell().storeUint(1, 8).endCell())).toBeNull();
  });

  it.each([Tep74Op.internalTransfer, Tep74Op.burn, Tep74Op.burnNotification])('the amount of op %s', (op) => {
    expect(jettonAmountOf(beginCell().storeUint(op, 32).storeUint(1, 64).storeCoins(5n).endCell())).toBe(5n);
  });

  it('the amount of anything else is null', () => {
    expect(
      jettonAmountOf(beginCell().storeUint(Tep74Op.transfer, 32).storeUint(1, 64).storeCoins(5n).endCell()),
    ).toBeNull();
  });

  it('a comment is op 0 and a string; anything else is none', () => {
    expect(commentOf(comment('gm').endCell().beginParse())).toBe('gm');
    expect(commentOf(beginCell().storeUint(1, 32).endCell().beginParse())).toBeUndefined();
  });
});
