import { JettonOp } from '@atoll/contracts';
import { Cell } from '@ton/core';
import type { TonApiStackRecord, TonApiTransaction } from '../../chain/tonapi';

// LP tokens are jettons whose minter is the pool; a user's LP wallet holds the balance. LP moved between
// users by a plain jetton transfer never touches the pool, so the indexer follows the LP wallets too:
// found from the pool (get_wallet_address of a user who added liquidity) and from the transfers of
// wallets already followed (a genuine wallet sends internal_transfer only to the genuine wallet of the
// recipient, so what is found this way is genuine too).

const INTERNAL_TRANSFER = `0x${JettonOp.internalTransfer.toString(16).padStart(8, '0')}`;

/** LP wallets that these transactions of `self` sent jettons to (internal_transfer out). */
export function transferDestinations(txs: TonApiTransaction[], self: string): string[] {
  const out = new Set<string>();
  for (const tx of txs) {
    for (const m of tx.out_msgs) {
      const to = m.destination?.address;
      if (m.msg_type === 'int_msg' && m.op_code?.toLowerCase() === INTERNAL_TRANSFER && to && to !== self)
        out.add(to);
    }
  }
  return [...out];
}

/** An address returned in a stack entry (a slice, which TonAPI writes as a cell BoC). */
export function stackAddress(record: TonApiStackRecord | undefined): string | null {
  if (!record?.cell) return null;
  try {
    return Cell.fromHex(record.cell).beginParse().loadAddress().toRawString();
  } catch {
    return null;
  }
}

export interface WalletData {
  balance: bigint;
  owner: string;
  master: string;
}

/** TEP-74 get_wallet_data: (balance, owner, master, wallet_code); null when the wallet did not answer one. */
export function parseWalletData(res: { success: boolean; stack: TonApiStackRecord[] }): WalletData | null {
  const [balance, owner, master] = res.stack;
  if (!res.success || balance?.type !== 'num' || balance.num === undefined) return null;
  const o = stackAddress(owner);
  const m = stackAddress(master);
  if (!o || !m) return null;
  const n = balance.num.startsWith('-') ? -BigInt(balance.num.slice(1)) : BigInt(balance.num);
  return { balance: n, owner: o, master: m };
}
