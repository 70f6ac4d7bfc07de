import { z } from 'zod';
import { AddressSchema, ChartIntervalSchema, NanoAmountSchema } from './common';

// The public, versioned price API (spec 3 "Token price response", "Price chart response",
// "Markets response"; spec 7 "Public price API"). Paths under /v1; responses are the spec's
// shapes as they are, not wrapped in `result`, and camelCase like the spec names them.

/** An exact number: `value / 10^decimals` (e.g. {value: "1234500", decimals: 6} is 1.2345). */
export const PriceValueSchema = z.object({
  value: z
    .string()
    .max(100)
    .regex(/^-?(0|[1-9][0-9]*)$/, { message: 'expected a decimal integer string' }),
  decimals: z.number().int().min(0).max(255),
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
  interval: ChartIntervalSchema.default('24h'),
  currency: z.enum(['usd', 'ton']).default('usd'),
});
export type PriceChartQuery = z.infer<typeof PriceChartQuerySchema>;

export const PriceChartPointSchema = z.object({ value: PriceValueSchema, time: IsoTimeSchema });
export type PriceChartPoint = z.infer<typeof PriceChartPointSchema>;

export const PriceChartResponseSchema = z.object({ points: z.array(PriceChartPointSchema) });
export type PriceChartResponse = z.infer<typeof PriceChartResponseSchema>;

/** `GET /v1/jettons/{address}/markets?cursor&limit` */
export const MarketsQuerySchema = z.strictObject({
  cursor: z.string().min(1).max(256).optional(),
  limit: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^[0-9]+$/, { message: 'expected an integer' })
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(100))
    .default(20),
});
export type MarketsQuery = z.infer<typeof MarketsQuerySchema>;

/** The spec names dedust and stonfi; Atoll lists its own pools as `atoll`. */
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
  lastTransactionAt: IsoTimeSchema.nullable(),
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
  decimals: z.number().int().min(0).max(255),
  image: z.string().nullable(),
});
export type MarketJetton = z.infer<typeof MarketJettonSchema>;

export const MarketsResponseSchema = z.object({
  markets: z.array(MarketSchema),
  /** Raw address → its user-friendly form. */
  addressBook: z.record(AddressSchema, z.object({ userFriendly: AddressSchema })),
  jettons: z.array(MarketJettonSchema),
  next: z.string().optional(),
});
export type MarketsResponse = z.infer<typeof MarketsResponseSchema>;
