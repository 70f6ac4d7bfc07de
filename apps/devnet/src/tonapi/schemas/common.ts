import { z } from 'zod';

// The pieces of TonAPI's OpenAPI document (components/schemas) that several answers share,
// written for what the devnet sends. int64 fields travel as bigint inside the devnet and are
// written as exact JSON numbers (serialize/account.ts: toTonApiJson).

export const Int64Schema = z.union([z.bigint(), z.number().int()]);
export const RawAddressSchema = z.string().regex(/^-?\d+:[0-9a-f]{64}$/);
export const HexSchema = z.string().regex(/^[0-9a-f]*$/);
export const Hash256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** An account id or hash as the path carries it; parsed (and refused with 400) by the service. */
export const AccountIdParamsSchema = z.object({ account_id: z.string() });
export const IdParamsSchema = z.object({ id: z.string() });

export const AccountAddressSchema = z.object({
  address: RawAddressSchema,
  name: z.string().optional(),
  is_scam: z.boolean(),
  icon: z.string().optional(),
  is_wallet: z.boolean(),
});

export const AccountStatusSchema = z.enum(['nonexist', 'uninit', 'active', 'frozen']);

/** A query value the client may repeat or comma-join (`?currencies=ton,usd&currencies=eur`). */
export const ListQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v])
      .flatMap((x) => x.split(','))
      .map((x) => x.trim())
      .filter((x) => x.length > 0),
  );

/** An integer query value within bounds ('' counts as absent, as TonAPI reads it). */
export const intQuery = (name: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!/^-?\d+$/.test(v) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `invalid ${name}: ${v}` });
        return z.NEVER;
      }
      return n;
    });

/** An lt bound: a non-negative int64 in decimal ('' or absent: none). */
export const ltQuery = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      if (!/^\d+$/.test(v) || BigInt(v) > (1n << 63n) - 1n) {
        ctx.addIssue({ code: 'custom', message: `invalid ${name}: ${v}` });
        return z.NEVER;
      }
      return BigInt(v);
    });

export const SortOrderSchema = z.enum(['asc', 'desc'], { error: 'sort_order must be asc or desc' });
