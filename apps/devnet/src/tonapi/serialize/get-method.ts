import { Address, beginCell, Cell, type TupleItem } from '@ton/core';
import { badRequest } from '../errors';

// Get-method arguments and results as TonAPI writes them.

function singleRoot(bytes: Buffer): Cell | null {
  try {
    const roots = Cell.fromBoc(bytes);
    return roots.length === 1 ? roots[0]! : null;
  } catch {
    return null;
  }
}

function parseAddress(s: string): Address | null {
  try {
    return Address.parse(s);
  } catch {
    return null;
  }
}

/** `0x..` integers; the adapter writes negatives as `0x-..`, TonAPI's own output as `-0x..`. */
function hexInt(s: string): bigint | null {
  const m = /^(-?)0x(-?)([0-9a-fA-F]+)$/.exec(s);
  if (!m || (m[1] && m[2])) return null;
  const value = BigInt('0x' + m[3]);
  return m[1] || m[2] ? -value : value;
}

const cantParse = (arg: string) => badRequest(`can't parse arg '${arg}' as any TVMStackValue`);

/**
 * One `args` query value, tried in TonAPI's order: NaN, Null, an address (as a slice), a 0x hex
 * integer, a decimal integer, a hex BoC (a slice), a base64 BoC (a cell).
 */
export function parseArg(arg: string): TupleItem {
  if (arg === 'NaN') return { type: 'nan' };
  if (arg === 'Null') return { type: 'null' };
  const address = parseAddress(arg);
  if (address) return { type: 'slice', cell: beginCell().storeAddress(address).endCell() };
  if (arg.startsWith('0x') || arg.startsWith('-0x')) {
    const value = hexInt(arg);
    if (value === null) throw cantParse(arg);
    return { type: 'int', value };
  }
  if (/^-?\d+$/.test(arg)) return { type: 'int', value: BigInt(arg) };
  if (/^([0-9a-fA-F]{2})+$/.test(arg)) {
    const cell = singleRoot(Buffer.from(arg, 'hex'));
    if (cell) return { type: 'slice', cell };
  }
  const cell = /^[A-Za-z0-9+/_=-]+$/.test(arg) ? singleRoot(Buffer.from(arg, 'base64')) : null;
  if (!cell) throw cantParse(arg);
  return { type: 'cell', cell };
}

export interface TypedArg {
  type: string;
  value: string;
}

/** One argument of the POST variant, whose type is explicit (ExecGetMethodArgType). */
export function parseTypedArg(arg: TypedArg): TupleItem {
  const fail = (why: string) => badRequest(`can't parse arg '${JSON.stringify(arg)}': ${why}`);
  const { type, value } = arg ?? {};
  if (typeof type !== 'string' || typeof value !== 'string') throw fail('type and value must be strings');
  switch (type) {
    case 'nan':
      if (value !== 'NaN') throw fail(`expected 'NaN' for type 'nan'`);
      return { type: 'nan' };
    case 'null':
      if (value !== 'Null') throw fail(`expected 'Null' for type 'null'`);
      return { type: 'null' };
    case 'tinyint':
      if (!/^-?\d+$/.test(value)) throw fail('invalid tinyint value');
      return { type: 'int', value: BigInt(value) };
    case 'int257': {
      const n = value.startsWith('0x') ? hexInt(value) : null;
      if (n === null) throw fail("int257 value must be hex starting with '0x'");
      return { type: 'int', value: n };
    }
    case 'slice': {
      const address = parseAddress(value);
      if (!address) throw fail('invalid address');
      return { type: 'slice', cell: beginCell().storeAddress(address).endCell() };
    }
    case 'cell_boc_base64': {
      const cell = singleRoot(Buffer.from(value, 'base64'));
      if (!cell) throw fail('invalid cell BOC base64');
      return { type: 'cell', cell };
    }
    case 'slice_boc_hex': {
      const cell = /^([0-9a-fA-F]{2})+$/.test(value) ? singleRoot(Buffer.from(value, 'hex')) : null;
      if (!cell) throw fail('invalid slice BOC hex');
      return { type: 'slice', cell };
    }
    default:
      throw fail(`unsupported argument type: ${type}`);
  }
}

export type StackRecord =
  | { type: 'num'; num: string }
  | { type: 'cell'; cell: string }
  | { type: 'null' }
  | { type: 'nan' }
  | { type: 'tuple'; tuple: StackRecord[] };

/** TonAPI's TvmStackRecord. Slices and builders go out as `cell`: @ton-api/client mis-reads `slice`. */
export function stackRecord(item: TupleItem): StackRecord {
  switch (item.type) {
    case 'int':
      return {
        type: 'num',
        num: (item.value < 0n ? '-0x' : '0x') + (item.value < 0n ? -item.value : item.value).toString(16),
      };
    case 'cell':
    case 'slice':
    case 'builder':
      return { type: 'cell', cell: item.cell.toBoc().toString('hex') };
    case 'tuple':
      return { type: 'tuple', tuple: item.items.map(stackRecord) };
    case 'nan':
      return { type: 'nan' };
    case 'null':
      return { type: 'null' };
  }
}
