import { hash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Gives @ton/core's cells Node's own SHA-256.
 *
 * Why: every cell @ton/core builds or reads is hashed on the spot with `sha256_sync` from
 * @ton/crypto, which runs jssha through hex strings (17 µs for a 100-byte cell here, against
 * under 3 µs for `crypto.hash`). The devnet reads every transaction the emulator returns, so a
 * swap's five transactions cost 6 ms to read with jssha and 4 ms with this. Same function, same
 * bytes out; only the devnet process is affected, wallets and tests elsewhere keep theirs.
 *
 * @ton/core looks the function up on @ton/crypto's exports at every call (a getter that reads
 * the primitives module), so replacing it on that module takes effect everywhere at once.
 */
type Sha256Sync = (source: Buffer | string) => Buffer;

const fromCore = createRequire(createRequire(import.meta.url).resolve('@ton/core'));
const primitives = fromCore('@ton/crypto/dist/primitives/sha256.js') as { sha256_sync: Sha256Sync };
const original = primitives.sha256_sync;

export const nodeSha256: Sha256Sync = (source) =>
  hash('sha256', typeof source === 'string' ? Buffer.from(source, 'utf-8') : source, 'buffer');

/** 'node': Node's SHA-256 for every cell from here on; 'library': @ton/crypto's own again. */
export function useCellSha256(which: 'node' | 'library'): void {
  primitives.sha256_sync = which === 'node' ? nodeSha256 : original;
}

/** The library's own function, for tests that compare the two. */
export const jsSha256: Sha256Sync = original;

/** The function @ton/core calls right now (through @ton/crypto's public exports). */
export const currentCellSha256 = (): Sha256Sync =>
  (fromCore('@ton/crypto') as { sha256_sync: Sha256Sync }).sha256_sync;
