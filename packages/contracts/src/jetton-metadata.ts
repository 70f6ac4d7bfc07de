// TEP-64 token metadata: onchain (0x00 + dictionary keyed by sha256 of the attribute name) and
// offchain (0x01 + URI). Values are snake-format byte strings, each in its own cell with a 0x00
// prefix; chunked values (0x01) are read as well.
import { beginCell, type Builder, type Cell, Dictionary, type Slice } from '@ton/core';
import { sha256_sync } from '@ton/crypto';

const ONCHAIN_PREFIX = 0x00;
const OFFCHAIN_PREFIX = 0x01;
const SNAKE_PREFIX = 0x00;
const CHUNKED_PREFIX = 0x01;

/** Attribute names TEP-64 defines for jettons. */
export const METADATA_KEYS = [
  'uri',
  'name',
  'description',
  'image',
  'image_data',
  'symbol',
  'decimals',
  'amount_style',
  'render_type',
] as const;
export type MetadataKey = (typeof METADATA_KEYS)[number];

export interface OnchainMetadataInput {
  name: string;
  symbol: string;
  description?: string;
  image?: string;
  /** Decimal places as a string, like the standard; "9" when omitted. */
  decimals?: string;
}

export type ParsedMetadata =
  | {
      kind: 'onchain';
      /** Known attributes by name; an attribute whose name we do not know is keyed by its hash in hex. */
      fields: Partial<Record<MetadataKey, string>> & Record<string, string>;
      /** `decimals` as stored, or "9" (the TEP-64 default) when absent. */
      decimals: string;
    }
  | { kind: 'offchain'; uri: string };

const DEFAULT_DECIMALS = '9';

function keyHash(key: string): bigint {
  return BigInt('0x' + sha256_sync(key).toString('hex'));
}

const KEY_BY_HASH = new Map<bigint, MetadataKey>(METADATA_KEYS.map((key) => [keyHash(key), key]));

/** Stores bytes in snake format: as many as fit in this builder, the rest in a chain of refs. */
function storeSnake(builder: Builder, data: Buffer): Builder {
  const room = Math.floor(builder.availableBits / 8);
  builder.storeBuffer(data.subarray(0, room));
  if (data.length > room) {
    builder.storeRef(storeSnake(beginCell(), data.subarray(room)).endCell());
  }
  return builder;
}

function loadSnake(slice: Slice): Buffer {
  const parts: Buffer[] = [];
  let current: Slice | null = slice;
  while (current) {
    if (current.remainingBits % 8 !== 0) {
      throw new Error('Snake data is not byte-aligned');
    }
    parts.push(current.loadBuffer(current.remainingBits / 8));
    current = current.remainingRefs > 0 ? current.loadRef().beginParse() : null;
  }
  return Buffer.concat(parts);
}

function loadContentData(cell: Cell): Buffer {
  const slice = cell.beginParse();
  const prefix = slice.loadUint(8);
  if (prefix === SNAKE_PREFIX) {
    return loadSnake(slice);
  }
  if (prefix === CHUNKED_PREFIX) {
    const chunks = slice.loadDict(Dictionary.Keys.Uint(32), Dictionary.Values.Cell());
    const indices = chunks.keys().sort((a, b) => a - b);
    return Buffer.concat(indices.map((i) => loadSnake((chunks.get(i) as Cell).beginParse())));
  }
  throw new Error(`Unknown content data prefix 0x${prefix.toString(16)}`);
}

function contentCell(value: string): Cell {
  return storeSnake(beginCell().storeUint(SNAKE_PREFIX, 8), Buffer.from(value, 'utf-8')).endCell();
}

/** TEP-64 onchain content for a jetton minter. */
export function buildOnchainMetadata(input: OnchainMetadataInput): Cell {
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  const entries: [MetadataKey, string | undefined][] = [
    ['name', input.name],
    ['symbol', input.symbol],
    ['description', input.description],
    ['image', input.image],
    ['decimals', input.decimals ?? DEFAULT_DECIMALS],
  ];
  for (const [key, value] of entries) {
    if (value !== undefined) {
      dict.set(keyHash(key), contentCell(value));
    }
  }
  return beginCell().storeUint(ONCHAIN_PREFIX, 8).storeDict(dict).endCell();
}

/** TEP-64 offchain content: the metadata JSON lives at `uri`. */
export function buildOffchainMetadata(uri: string): Cell {
  return storeSnake(beginCell().storeUint(OFFCHAIN_PREFIX, 8), Buffer.from(uri, 'utf-8')).endCell();
}

/** Reads content built by either function above, or by any other TEP-64 implementation. */
export function parseMetadata(cell: Cell): ParsedMetadata {
  const slice = cell.beginParse();
  const prefix = slice.loadUint(8);
  if (prefix === OFFCHAIN_PREFIX) {
    return { kind: 'offchain', uri: loadSnake(slice).toString('utf-8') };
  }
  if (prefix !== ONCHAIN_PREFIX) {
    throw new Error(`Unknown metadata prefix 0x${prefix.toString(16)}`);
  }
  const dict = slice.loadDict(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  const fields: Record<string, string> = {};
  for (const [hash, value] of dict) {
    const name = KEY_BY_HASH.get(hash) ?? hash.toString(16).padStart(64, '0');
    fields[name] = loadContentData(value).toString('utf-8');
  }
  return { kind: 'onchain', fields, decimals: fields.decimals ?? DEFAULT_DECIMALS };
}
