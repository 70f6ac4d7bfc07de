import { beginCell, type Cell, type Message, storeMessage } from '@ton/core';

/**
 * TEP-467 normalized hash of an external-in message: src addr_none, import_fee 0, no state init,
 * body as a reference. Wallets and TonAPI use it to find a trace from the signed BoC alone.
 */
export function normalizedHash(message: Message): Buffer {
  if (message.info.type !== 'external-in')
    throw new Error('Only external-in messages have a normalized hash');
  const normalized: Message = {
    info: { type: 'external-in', src: null, dest: message.info.dest, importFee: 0n },
    init: null,
    body: message.body,
  };
  return beginCell()
    .store(storeMessage(normalized, { forceRef: true }))
    .endCell()
    .hash();
}

export function cellHashHex(cell: Cell): string {
  return cell.hash().toString('hex');
}
