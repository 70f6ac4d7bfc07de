// TON addresses as text, without @ton/core: what the web app's page-load chunks and the API contract's
// schemas use (@ton/core and its Buffer polyfill stay out of them). `./core.ts` turns them into @ton/core
// Addresses where code builds messages or derives contract addresses.
// Parses the raw form (`0:<64 hex>`) and the user-friendly form (36 bytes in base64 or base64url:
// tag, workchain, hash, CRC16-XMODEM), and writes both. Addresses are compared after parsing,
// never as text.

export interface ParsedAddress {
  workchain: 0 | -1;
  /** 32 bytes as 64 lowercase hex characters. */
  hash: string;
}

const RAW = /^(0|-1):([0-9a-fA-F]{64})$/;
const FRIENDLY = /^[A-Za-z0-9+/_-]{48}$/;
const TAG_BOUNCEABLE = 0x11;
const TAG_NON_BOUNCEABLE = 0x51;
const TAG_TEST_ONLY = 0x80;

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function parseFriendly(value: string): ParsedAddress | null {
  if (!FRIENDLY.test(value)) return null;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  if (bytes.length !== 36) return null;
  const tag = bytes[0]! & ~TAG_TEST_ONLY;
  if (tag !== TAG_BOUNCEABLE && tag !== TAG_NON_BOUNCEABLE) return null;
  if (crc16(bytes.subarray(0, 34)) !== (bytes[34]! << 8) + bytes[35]!) return null;
  const workchain = bytes[1] === 0xff ? -1 : bytes[1] === 0 ? 0 : null;
  if (workchain === null) return null;
  return { workchain, hash: toHex(bytes.subarray(2, 34)) };
}

/** Raw or friendly form on workchain 0 or -1; null for anything else. */
export function parseAddress(value: string): ParsedAddress | null {
  const text = value.trim();
  const raw = RAW.exec(text);
  if (raw) return { workchain: raw[1] === '-1' ? -1 : 0, hash: raw[2]!.toLowerCase() };
  return parseFriendly(text);
}

/** The canonical text of an address (`0:<lowercase hex>`), the key lists are deduplicated by. */
export function toRawAddress(value: string): string | null {
  const address = parseAddress(value);
  return address && `${address.workchain}:${address.hash}`;
}

export function sameAddress(a: string, b: string): boolean {
  const rawA = toRawAddress(a);
  return rawA !== null && rawA === toRawAddress(b);
}

export interface FriendlyOptions {
  bounceable?: boolean;
  testOnly?: boolean;
}

/** URL-safe user-friendly form (bounceable by default, as the swap route and TON Connect want it). */
export function toFriendlyAddress(
  value: string,
  { bounceable = true, testOnly = false }: FriendlyOptions = {},
) {
  const address = parseAddress(value);
  if (!address) return null;
  const bytes = new Uint8Array(36);
  bytes[0] = (bounceable ? TAG_BOUNCEABLE : TAG_NON_BOUNCEABLE) | (testOnly ? TAG_TEST_ONLY : 0);
  bytes[1] = address.workchain === -1 ? 0xff : 0;
  for (let i = 0; i < 32; i++) bytes[2 + i] = parseInt(address.hash.slice(i * 2, i * 2 + 2), 16);
  const crc = crc16(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * The native coin wherever an address names an asset (token lists, pools, prices, the database): the zero
 * address, so every asset parses like a jetton master. The one representation of TON as an address.
 */
export const NATIVE_TON_ADDRESS = `0:${'0'.repeat(64)}`;

export const isNativeTon = (value: string) => toRawAddress(value) === NATIVE_TON_ADDRESS;
