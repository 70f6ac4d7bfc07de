// The attack on a pool's memory of READY next pools (contracts/test/hop-forger.tolk): what a READY
// answer to a HopProbe looks like, built to name an attacker, and the key a pool remembers it under.
import { type Address, beginCell, type Cell, contractAddress, toNano } from '@ton/core';
import { type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { loadCode } from '../../src/artifacts';
import { type Asset, assetToAddress } from '../../src/sdk/assets';
import { DexOp, HOP_READY_EXIT_CODE } from '../../src/wrappers/dex-constants';
import { JettonOp } from '../../src/wrappers/jetton-constants';
import { type DexWorld } from './dex-world';

/** RichBounceBody's opcode (Tolk stdlib): the body of a rich bounce starts with it. */
const RICH_BOUNCE = 0xfffffffe;
/** contracts/test/hop-forger.tolk ForgeHopAnswer */
const FORGE_HOP_ANSWER = 0x464f5248;

/**
 * pool-swap.tolk `nextPoolKey`: the hash of the first pool's input side, the next pool's other asset
 * and its fee tier.
 */
export function nextPoolKey(fromAsset1: boolean, assetOut: Asset, feeBps: number): bigint {
  const cell = beginCell()
    .storeBit(fromAsset1)
    .storeUint(feeBps, 16)
    .storeAddress(assetToAddress(assetOut))
    .endCell();
  return BigInt('0x' + cell.hash().toString('hex'));
}

/**
 * A rich bounce of a HopProbe with exit code EXIT_HOP_READY, as a READY next pool's answer comes
 * back: the transfer inside pays `amount` from `wallet` (the pool's own) to `recipient`.
 */
export function forgedReadyAnswer(opts: {
  wallet: Address;
  recipient: Address;
  amount: bigint;
  key: bigint;
}): Cell {
  const transfer = beginCell()
    .storeUint(JettonOp.transfer, 32)
    .storeUint(0, 64)
    .storeCoins(opts.amount)
    .storeAddress(opts.recipient)
    .storeAddress(opts.recipient)
    .storeMaybeRef(null)
    .storeCoins(0)
    .storeMaybeRef(null)
    .endCell();
  const probe = beginCell()
    .storeUint(DexOp.hopProbe, 32)
    .storeAddress(opts.wallet)
    .storeRef(transfer)
    .storeUint(opts.key, 256)
    .endCell();
  const info = beginCell().storeCoins(toNano('0.05')).storeBit(0).storeUint(0, 64).storeUint(0, 32).endCell();
  return beginCell()
    .storeUint(RICH_BOUNCE, 32)
    .storeRef(probe)
    .storeRef(info)
    .storeUint(1, 8) // bounced by the compute phase
    .storeInt(HOP_READY_EXIT_CODE, 32)
    .storeBit(1)
    .storeUint(1065, 32)
    .storeUint(50, 32)
    .endCell();
}

export async function deployForger(world: DexWorld): Promise<Address> {
  const code = loadCode('HopForger');
  const data = beginCell().endCell();
  const address = contractAddress(0, { code, data });
  await world.admin.send({ to: address, value: toNano('1'), bounce: false, init: { code, data } });
  return address;
}

/** What a forgery costs its sender: the forger passes it all on to the target, which keeps it. */
export const FORGE_TON = toNano('0.2');

/** Has the forger send `body` to `target`, claiming `bounced` in the header when `flagged`. */
export async function forge(
  from: SandboxContract<TreasuryContract>,
  forger: Address,
  target: Address,
  body: Cell,
  flagged: boolean,
) {
  const message = beginCell()
    .storeUint(FORGE_HOP_ANSWER, 32)
    .storeAddress(target)
    .storeBit(flagged)
    .storeRef(body)
    .endCell();
  return (await from.send({ to: forger, value: FORGE_TON, body: message })).transactions;
}
