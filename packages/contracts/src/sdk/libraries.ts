import {
  beginCell,
  type Cell,
  Dictionary,
  type DictionaryValue,
  loadSimpleLibrary,
  type SimpleLibrary,
  storeSimpleLibrary,
  storeStateInit,
} from '@ton/core';

// Public masterchain libraries as a network resolves them: the code a library cell names by hash
// (src/sdk/orders.ts orderLibraryCell) is looked up among the public libraries of masterchain accounts.
// What an account publishes is its state's `libraries` (StateInit): each a root cell and a public flag.

/** The codes an account's libraries publish: the public ones only (a private one serves its account alone). */
export function publicLibraryCodes(libraries: Dictionary<bigint, SimpleLibrary> | null | undefined): Cell[] {
  if (!libraries) return [];
  return libraries.values().flatMap((lib) => (lib.public ? [lib.root] : []));
}

const libsKey = Dictionary.Keys.Buffer(32);
const libsValue = Dictionary.Values.Cell();

/**
 * `libs` (the @ton/sandbox format: a dictionary of code hash → code) with `codes` added; the same cell when
 * nothing is new, so a caller can tell whether anything changed.
 */
export function withLibraries(libs: Cell | undefined, codes: Cell[]): Cell | undefined {
  const dict = libs
    ? libs.beginParse().loadDictDirect(libsKey, libsValue)
    : Dictionary.empty(libsKey, libsValue);
  const fresh = codes.filter((code) => !dict.has(code.hash()));
  if (fresh.length === 0) return libs;
  for (const code of fresh) dict.set(code.hash(), code);
  return beginCell().storeDictDirect(dict).endCell();
}

/**
 * ConfigParam 18 on mainnet and testnet: what masterchain storage costs, in nanotons per bit and per cell
 * for 2^16 seconds (a thousand times the basechain's). A library is paid for by its masterchain account.
 */
export const MASTERCHAIN_STORAGE_PRICES = { bit: 1000n, cell: 500_000n } as const;

export interface StorageUsed {
  cells: bigint;
  bits: bigint;
}

/** What a masterchain account of this size pays for `seconds` of storage (rounded up, as the network does). */
export function masterchainRent(used: StorageUsed, seconds: bigint): bigint {
  const perSpan = used.bits * MASTERCHAIN_STORAGE_PRICES.bit + used.cells * MASTERCHAIN_STORAGE_PRICES.cell;
  return (perSpan * seconds + 65_535n) >> 16n;
}

/** The distinct cells and bits of these trees, each shared cell counted once (as the network counts them). */
export function storageUsedOf(roots: Cell[]): StorageUsed {
  const seen = new Set<string>();
  let bits = 0n;
  const walk = (cell: Cell) => {
    const key = cell.hash().toString('hex');
    if (seen.has(key)) return;
    seen.add(key);
    bits += BigInt(cell.bits.length);
    cell.refs.forEach(walk);
  };
  roots.forEach(walk);
  return { cells: BigInt(seen.size), bits };
}

// (@ton/core declares a SimpleLibraryValue it does not export at run time)
const simpleLibraryValue: DictionaryValue<SimpleLibrary> = {
  serialize: (src, builder) => void builder.store(storeSimpleLibrary(src)),
  parse: loadSimpleLibrary,
};

/**
 * The storage of an account with this state once it publishes `library` (a public library sharing its
 * cells with the data, as the librarian's does): its rent's measure before it exists, within the few
 * hundred bits of the account's own header (tests/librarian.test.ts holds it to the chain's count).
 */
export function publishingStorage(init: { code: Cell; data: Cell }, library: Cell): StorageUsed {
  const libraries = Dictionary.empty(Dictionary.Keys.BigUint(256), simpleLibraryValue);
  libraries.set(BigInt(`0x${library.hash().toString('hex')}`), { public: true, root: library });
  return storageUsedOf([
    beginCell()
      .store(storeStateInit({ ...init, libraries }))
      .endCell(),
  ]);
}
