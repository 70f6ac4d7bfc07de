import { Address } from '@ton/core';
import { accountKinds } from '../../chain-readers/account-kinds';
import { knownCode } from '../../chain-readers/known-contracts';
import type { IndexedTx } from '../../chain/types';
import type { DevnetContext } from '../../context';
import type { AddressBook } from './message';
import { transactionJson } from './transaction';

export interface TraceJson {
  transaction: Awaited<ReturnType<typeof transactionJson>>;
  interfaces: string[];
  children?: TraceJson[];
  emulated: boolean;
}

const inMsgLt = (t: IndexedTx) => {
  const info = t.tx.inMessage?.info;
  return info && info.type !== 'external-in' ? info.createdLt : 0n;
};

/** Where a trace's transactions come from: the chain's index, or an emulation's own list. */
export interface TraceSource {
  get(hash: string): IndexedTx | undefined;
  emulated: boolean;
}

/**
 * TonAPI's Trace from `root` down. Every transaction the devnet indexed has run for real and a
 * trace is indexed only once the sandbox has run all of it, so it is final; an emulated trace
 * (`source.emulated`) comes whole from a scratch run and is marked so.
 */
export async function traceJson(
  ctx: DevnetContext,
  book: AddressBook,
  root: IndexedTx,
  source: TraceSource = { get: (hash) => ctx.chain.index.get(hash), emulated: false },
): Promise<TraceJson> {
  const view = await accountKinds(ctx.chain, ctx.world).identity(Address.parseRaw(root.account));
  const children = root.childHashes
    .map((hash) => source.get(hash))
    .filter((t): t is IndexedTx => t !== undefined)
    .sort((a, b) => (inMsgLt(a) < inMsgLt(b) ? -1 : 1));
  const node: TraceJson = {
    transaction: await transactionJson(book, root, { externalOutOnly: true }),
    interfaces: knownCode(ctx.world, view.code)?.interfaces ?? [],
    emulated: source.emulated,
  };
  if (children.length > 0)
    node.children = await Promise.all(children.map((c) => traceJson(ctx, book, c, source)));
  return node;
}
