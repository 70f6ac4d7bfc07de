import { Prisma } from '../generated/client';

// Nano amounts live as bigint in code and as DECIMAL(78,0) in Postgres; Prisma hands them over as
// Prisma.Decimal. Both directions go through the decimal string, so no digit passes through a float.

export type Decimal = Prisma.Decimal;

/** A bigint amount as the Decimal Prisma writes (exact at any size). */
export function toDecimal(value: bigint): Decimal {
  return new Prisma.Decimal(value.toString());
}

/** A Decimal read from an integer column as bigint; throws on a fraction instead of rounding it away. */
export function toBigInt(value: Decimal | string): bigint {
  const decimal = typeof value === 'string' ? new Prisma.Decimal(value) : value;
  if (!decimal.isFinite() || !decimal.isInteger()) {
    throw new RangeError(`Not an integer amount: ${decimal.toString()}`);
  }
  // toFixed() never uses exponent notation, which BigInt() would reject
  return BigInt(decimal.toFixed());
}
