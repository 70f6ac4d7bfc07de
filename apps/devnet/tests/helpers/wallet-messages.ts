import {
  type Address,
  beginCell,
  Cell,
  external,
  internal,
  loadMessage,
  SendMode,
  storeMessage,
} from '@ton/core';
import { buildSwap, newQueryId, TON, toInternalMessage } from '@atoll/contracts';
import { runGet } from '../../src/chain-readers/contract-state';
import { normalizedHash } from '../../src/chain/normalized-hash';
import type { DemoWallet } from '../../src/genesis/demo-world';
import type { TestDevnet } from '../../src/testing';

/**
 * A swap on the TON/aUSD 0.3 % pool as the internal message the wallet sends (built with our
 * SDK): TON → aUSD, or aUSD → TON when the wallet's aUSD jetton wallet is given.
 */
export function swapMessage(devnet: TestDevnet, wallet: DemoWallet, amount: bigint, usdWallet?: Address) {
  const pool = devnet.world.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.feeBps === 30)!;
  const usd = devnet.world.usd.asset;
  const tx = buildSwap({
    pool: pool.address,
    input: usdWallet ? { asset: usd, userJettonWallet: usdWallet } : { asset: TON },
    assetOut: usdWallet ? TON : usd,
    amountIn: amount,
    minOut: 0n,
    user: wallet.contract.address,
    deadline: 0,
    queryId: newQueryId(),
  });
  return toInternalMessage(tx.messages[0]!);
}

/**
 * A signed external from a W5R1 wallet, as a TON Connect wallet would send it. Valid for a minute
 * unless told otherwise: the benchmark signs its swaps minutes before it sends the last of them.
 */
export function signedExternal(
  wallet: DemoWallet,
  seqno: number,
  messages: ReturnType<typeof internal>[],
  validForSeconds = 60,
): Cell {
  const body = wallet.contract.createTransfer({
    seqno,
    timeout: Math.floor(Date.now() / 1000) + validForSeconds,
    secretKey: wallet.secretKey,
    messages,
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  return beginCell()
    .store(storeMessage(external({ to: wallet.contract.address, body })))
    .endCell();
}

/** The wallet's seqno on the chain now. */
export async function seqnoOf(devnet: TestDevnet, wallet: DemoWallet): Promise<number> {
  return (await runGet(devnet.chain.blockchain, wallet.contract.address, 'seqno'))!.readNumber();
}

/** A TON → aUSD swap signed for `seqno` (the benchmarks sign many ahead), valid for a minute unless told. */
export function swapAt(
  devnet: TestDevnet,
  wallet: DemoWallet,
  seqno: number,
  amount: bigint,
  validForSeconds?: number,
): Cell {
  return signedExternal(wallet, seqno, [swapMessage(devnet, wallet, amount)], validForSeconds);
}

/** A TON → aUSD swap signed with the wallet's current seqno. */
export async function signedSwap(devnet: TestDevnet, wallet: DemoWallet, amount: bigint): Promise<Cell> {
  return swapAt(devnet, wallet, await seqnoOf(devnet, wallet), amount);
}

/** The id its trace is found by: the normalized hash of the external message (TEP-467). */
export const externalTraceId = (boc: Cell): string =>
  normalizedHash(loadMessage(boc.beginParse())).toString('hex');
