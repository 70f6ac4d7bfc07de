import { randomBytes } from 'node:crypto';
import { beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { currentCellSha256, jsSha256, nodeSha256, useCellSha256 } from '../src/chain/fast-cell-hash';

// The devnet swaps @ton/core's SHA-256 (jssha) for Node's. Hashes are identities on TON
// (transaction and message hashes, addresses), so the two must agree on every input.

describe('cell hashing with node:crypto', () => {
  it('agrees with the library on bytes of every length and on strings', () => {
    for (let n = 0; n <= 300; n++) {
      const bytes = randomBytes(n);
      expect(nodeSha256(bytes).toString('hex')).toBe(jsSha256(bytes).toString('hex'));
    }
    for (const s of ['', 'atoll', 'ünïcødé ✓', 'x'.repeat(1000)]) {
      expect(nodeSha256(s).toString('hex')).toBe(jsSha256(s).toString('hex'));
    }
    // the SHA-256 of "abc" (FIPS 180-2 test vector)
    expect(nodeSha256('abc').toString('hex')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('is what @ton/core hashes cells with once installed, and cells keep their hashes', () => {
    const build = () =>
      beginCell()
        .storeUint(0xdeadbeef, 32)
        .storeRef(beginCell().storeStringTail('a jetton transfer comment').endCell())
        .endCell();
    const before = build().hash().toString('hex');
    const boc = build().toBoc();
    useCellSha256('node');
    expect(currentCellSha256()).toBe(nodeSha256);
    expect(build().hash().toString('hex')).toBe(before);
    expect(Cell.fromBoc(boc)[0]!.hash().toString('hex')).toBe(before);
    useCellSha256('library');
    expect(currentCellSha256()).toBe(jsSha256);
  });
});
