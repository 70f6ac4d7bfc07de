import { createHash } from 'node:crypto';
import { BASECHAIN_SHARD, type InventedBlock, MASTERCHAIN_SHARD } from '../../chain/block-clock';
import { DEVNET_GLOBAL_ID } from '../../genesis/demo-world';
import { blockId } from './transaction';

// The sandbox has no blocks: the devnet invents one masterchain block and one basechain shard
// block per BlockClock tick, with the same seqno. Hashes are derived from the block id so they
// are stable across restarts and distinct per block.

const derived = (what: string, workchain: number, seqno: number) =>
  createHash('sha256').update(`atoll-devnet:${what}:${workchain}:${seqno}`).digest('hex');

const zero = () => ({ grams: 0, other: [] as unknown[] });

/** TonAPI's BlockchainBlock for an invented block: -1 for the masterchain, 0 for the basechain shard. */
export function blockJson(block: InventedBlock, workchain: -1 | 0) {
  const shard = workchain === -1 ? MASTERCHAIN_SHARD : BASECHAIN_SHARD;
  const master = workchain === -1;
  return {
    workchain_id: workchain,
    shard,
    seqno: block.seqno,
    root_hash: derived('root', workchain, block.seqno),
    file_hash: derived('file', workchain, block.seqno),
    global_id: DEVNET_GLOBAL_ID,
    value_flow: {
      from_prev_blk: zero(),
      to_next_blk: zero(),
      imported: zero(),
      exported: zero(),
      fees_collected: zero(),
      fees_imported: zero(),
      recovered: zero(),
      created: zero(),
      minted: zero(),
    },
    version: 0,
    after_merge: false,
    before_split: false,
    after_split: false,
    want_split: false,
    want_merge: false,
    key_block: master && block.seqno === 0,
    gen_utime: block.utime,
    start_lt: block.startLt,
    end_lt: block.endLt,
    vert_seqno: 0,
    gen_catchain_seqno: 0,
    min_ref_mc_seqno: block.seqno,
    prev_key_block_seqno: 0,
    ...(master ? {} : { master_ref: blockId(-1, MASTERCHAIN_SHARD, block.seqno) }),
    prev_refs: block.seqno > 0 ? [blockId(workchain, shard, block.seqno - 1)] : [],
    // the basechain block holds the transactions; the masterchain block only references it
    in_msg_descr_length: master ? 0 : block.txCount,
    out_msg_descr_length: 0,
    rand_seed: derived('seed', workchain, block.seqno),
    created_by: derived('validator', 0, 0),
    tx_quantity: master ? 0 : block.txCount,
  };
}

/** BlockchainBlockShards: the one basechain shard, whose block shares the masterchain seqno. */
export function shardsJson(block: InventedBlock) {
  return {
    shards: [
      {
        last_known_block_id: blockId(0, BASECHAIN_SHARD, block.seqno),
        last_known_block: blockJson(block, 0),
      },
    ],
  };
}
