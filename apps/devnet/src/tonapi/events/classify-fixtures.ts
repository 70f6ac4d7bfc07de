import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Address, beginCell, type Cell } from '@ton/core';
import type { ClassifyEnv } from './actions';
import type { MsgView, TxView } from './trace-view';

// Hand-made traces for the classifier's table tests: ten accounts with fixed addresses, and
// builders for transactions and messages that read like the trace they stand for.

const addr = (n: number) => new Address(0, Buffer.alloc(32, n)).toRawString();
export const [ALICE, BOB, WA, WB, MASTER, POOL, WP, CONTRACT, INNER, TREASURY] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
].map(addr) as [string, string, string, string, string, string, string, string, string, string];

export const env: ClassifyEnv = {
  jettonWallet: (a) =>
    ({
      [WA]: { master: MASTER, owner: ALICE },
      [WB]: { master: MASTER, owner: BOB },
      [WP]: { master: MASTER, owner: POOL },
    })[a],
  isWallet: (a) => [ALICE, BOB, TREASURY].includes(a),
  poolAssets: (a) => (a === POOL ? ([NATIVE_TON_ADDRESS, MASTER] as const) : undefined),
  walletAddress: (master, owner) => (master === MASTER && owner === BOB ? WB : undefined),
};

let lt = 1000n;
export function tx(
  account: string,
  inMsg: MsgView | null,
  opts: { parent?: TxView; ok?: boolean; outs?: MsgView[]; fees?: bigint } = {},
): TxView {
  lt += 1000n;
  return {
    hash: `${account.slice(2, 8)}-${lt}`,
    account,
    lt,
    utime: 1_700_000_000,
    success: opts.ok ?? true,
    parentHash: opts.parent?.hash ?? null,
    inMsg,
    outMsgs: opts.outs ?? [],
    totalFees: opts.fees ?? 0n,
  };
}
export const empty = beginCell().endCell();
export const int = (
  src: string,
  dest: string,
  value: bigint,
  body: Cell = empty,
  bounced = false,
): MsgView => ({
  kind: 'internal',
  src,
  dest,
  value,
  fees: 0n,
  bounced,
  body,
});
export const ext = (dest: string): MsgView => ({
  kind: 'external-in',
  src: null,
  dest,
  value: 0n,
  fees: 0n,
  bounced: false,
  body: empty,
});
export const log = (src: string, body: Cell): MsgView => ({
  kind: 'external-out',
  src,
  dest: null,
  value: 0n,
  fees: 0n,
  bounced: false,
  body,
});
export const op = (code: number, build: (b: ReturnType<typeof beginCell>) => void = () => {}) => {
  const b = beginCell().storeUint(code, 32).storeUint(0, 64);
  build(b);
  return b.endCell();
};
export const A = (a: string) => Address.parse(a);

export function trace(build: () => TxView[]): TxView[] {
  return build();
}
