import { Address, Cell, internal, loadStateInit, type MessageRelaxed } from '@ton/core';
import type { TonConnectMessage } from './transactions';

// The SDK's TON Connect messages as internal messages, for the code that sends them itself: a wallet
// (the devnet's market bots, the gas benchmark, the apps' tests) or a sandbox treasury (the devnet's
// genesis, the contract tests).

function valueAndBody(m: TonConnectMessage) {
  return {
    value: BigInt(m.amount),
    body: m.payload ? Cell.fromBase64(m.payload) : undefined,
    init: m.stateInit ? loadStateInit(Cell.fromBase64(m.stateInit).beginParse()) : undefined,
  };
}

/** As a wallet app sends it (TON Connect): bouncing when the address is in its bounceable form. */
export function toInternalMessage(m: TonConnectMessage): MessageRelaxed {
  const { address, isBounceable } = Address.parseFriendly(m.address);
  return internal({ to: address, bounce: isBounceable, ...valueAndBody(m) });
}

/**
 * As the sandbox treasuries of the devnet's genesis and of the tests send it: bouncing unless it
 * carries a state init (the message that deploys the pool's account).
 */
export function toTreasuryMessage(m: TonConnectMessage): MessageRelaxed {
  return internal({ to: m.address, bounce: !m.stateInit, ...valueAndBody(m) });
}
