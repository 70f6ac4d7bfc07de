import { JettonOp } from '@atoll/contracts';
import type { TonApiTransaction } from '../../chain/tonapi';

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
