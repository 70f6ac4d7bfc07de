import { z } from 'zod/mini';
import { AddressSchema, ChartIntervalSchema, NanoAmountSchema, TokenDecimalsSchema } from './common';

// The public, versioned price API (docs/product-spec.md §3 "Token price response", "Price chart response",
// "Markets response"; docs/product-spec.md §7 "Public price API"). Paths under /v1; responses are the spec's
// shapes as they are, not wrapped in `result`, and camelCase like the spec names them.

/** An exact number: `value / 10^decimals` (e.g. {value: "1234500", decimals: 6} is 1.2345). */
export const PriceValueSchema = z.object({
  value: z
    .string()
    .check(
      z.maxLength(100),
      z.regex(/^-?(0|[1-9][0-9]*)$/, { message: 'expected a decimal integer string' }),
    ),
  decimals: TokenDecimalsSchema,
});
export type PriceValue = z.infer<typeof PriceValueSchema>;

const IsoTimeSchema = z.iso.datetime({ offset: true });

/** When each part last changed, by name (e.g. `{ price: "2026-01-01T00:00:00Z" }`). */
export const ChangedAtSchema = z.record(z.string(), IsoTimeSchema);
export type ChangedAt = z.infer<typeof ChangedAtSchema>;

export const JettonPriceParamsSchema = z.strictObject({ address: AddressSchema });
export type JettonPriceParams = z.infer<typeof JettonPriceParamsSchema>;

export const QuotedPriceSchema = z.object({ price: PriceValueSchema, changedAt: ChangedAtSchema });
export type QuotedPrice = z.infer<typeof QuotedPriceSchema>;

/** `GET /v1/jettons/{address}/price` */
export const TokenPriceResponseSchema = z.object({ usd: QuotedPriceSchema, ton: QuotedPriceSchema });
export type TokenPriceResponse = z.infer<typeof TokenPriceResponseSchema>;

/** `GET /v1/jettons/{address}/price/chart?interval=` */
export const PriceChartQuerySchema = z.strictObject({
  interval: z._default(ChartIntervalSchema, '24h'),
  currency: z._default(z.enum(['usd', 'ton']), 'usd'),
});
export type PriceChartQuery = z.infer<typeof PriceChartQuerySchema>;

export const PriceChartPointSchema = z.object({ value: PriceValueSchema, time: IsoTimeSchema });
export type PriceChartPoint = z.infer<typeof PriceChartPointSchema>;

export const PriceChartResponseSchema = z.object({ points: z.array(PriceChartPointSchema) });
export type PriceChartResponse = z.infer<typeof PriceChartResponseSchema>;

/** `GET /v1/jettons/{address}/markets?cursor&limit` */
export const MarketsQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  limit: z._default(
    z.pipe(
      z.union([
        z.number(),
        z.pipe(
          z.string().check(z.regex(/^[0-9]+$/, { message: 'expected an integer' })),
          z.transform(Number),
        ),
      ]),
      z.int().check(z.minimum(1), z.maximum(100)),
    ),
    20,
  ),
});
export type MarketsQuery = z.infer<typeof MarketsQuerySchema>;

/** docs/product-spec.md §3 "Markets response" names dedust and stonfi; Atoll lists its own pools as `atoll`. */
export const ExchangeIdSchema = z.enum(['atoll', 'dedust', 'stonfi']);
export type ExchangeId = z.infer<typeof ExchangeIdSchema>;

export const MarketTypeSchema = z.enum(['linear', 'stable']);
export type MarketType = z.infer<typeof MarketTypeSchema>;

export const MarketSchema = z.object({
  /** The other asset of the pool (NATIVE_TON_ADDRESS for TON). */
  counterpart: AddressSchema,
  exchangeId: ExchangeIdSchema,
  poolAddress: AddressSchema,
  type: MarketTypeSchema,
  createdAt: IsoTimeSchema,
  lastTransactionAt: z.nullable(IsoTimeSchema),
  liquidity: z.object({
    /** Reserve of the requested jetton, in its smallest units. */
    asset: NanoAmountSchema,
    /** Reserve of the counterpart, in its smallest units. */
    counterpart: NanoAmountSchema,
    /** Whole pool valued in TON and in USD. */
    ton: PriceValueSchema,
    usd: PriceValueSchema,
    changedAt: ChangedAtSchema,
  }),
  /** Price of one requested jetton in the counterpart, in TON and in USD. */
  price: z.object({
    counterpart: PriceValueSchema,
    ton: PriceValueSchema,
    usd: PriceValueSchema,
    changedAt: ChangedAtSchema,
  }),
});
export type Market = z.infer<typeof MarketSchema>;

export const MarketJettonSchema = z.object({
  address: AddressSchema,
  name: z.string(),
  symbol: z.string(),
  decimals: TokenDecimalsSchema,
  image: z.nullable(z.string()),
});
export type MarketJetton = z.infer<typeof MarketJettonSchema>;

export const MarketsResponseSchema = z.object({
  markets: z.array(MarketSchema),
  /** Raw address → its user-friendly form. */
  addressBook: z.record(AddressSchema, z.object({ userFriendly: AddressSchema })),
  jettons: z.array(MarketJettonSchema),
  next: z.optional(z.string()),
});
export type MarketsResponse = z.infer<typeof MarketsResponseSchema>;
