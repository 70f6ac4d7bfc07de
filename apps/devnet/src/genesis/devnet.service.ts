import type { DevnetContext } from '../context';
import { marketOf } from '../market/market';
import { describeDevnet } from './devnet-info';
import { faucetGrant, formatUnits } from './faucet-grant';
import { parseFaucetRequest } from './faucet-request.fns';
import { fundAddress } from './genesis';

/** The devnet's own routes: GET /devnet/info and POST /devnet/faucet. */
export function devnetService(ctx: DevnetContext) {
  return {
    info: () => describeDevnet(ctx, marketOf(ctx.chain)),

    /** Strict mode's counts per key (a fingerprint) or keyless IP; `rps` null when the devnet limits nobody. */
    rateLimit: () => ({
      rps: ctx.rateLimiter?.rps ?? null,
      buckets: Object.fromEntries(
        Object.entries(ctx.rateLimiter?.stats() ?? {}).map(([bucket, s]) => [
          bucket,
          { requests: s.requests, rejected: s.rejected, peak_per_second: s.peakPerSecond },
        ]),
      ),
    }),

    /** 100 TON and $1,000 worth of every demo token to any basechain address. */
    async faucet(body: unknown) {
      const address = parseFaucetRequest(body);
      await fundAddress(ctx.chain, ctx.world, address);
      const grant = faucetGrant(ctx.world);
      return {
        ok: true as const,
        address: address.toRawString(),
        friendly: address.toString({ bounceable: false, testOnly: true }),
        ton: formatUnits(grant.ton, 9),
        jettons: grant.jettons.map(({ token, amount }) => ({
          symbol: token.symbol,
          master: token.master.toRawString(),
          decimals: token.decimals,
          amount: formatUnits(amount, token.decimals),
          units: amount.toString(),
        })),
      };
    },
  };
}

export type DevnetService = ReturnType<typeof devnetService>;
