import type { DevnetContext } from '../context';
import { notFound } from './errors';
import { addressBook, parseHash } from './serialize/address';
import { traceJson } from './serialize/trace';

/**
 * GET /v2/traces/{id}: the id is the root transaction hash, any transaction hash in the trace,
 * the hash of the external-in message that started it, or that message's TEP-467 normalized hash
 * (what a wallet can compute from the BoC it signed).
 */
export function tracesService(ctx: DevnetContext) {
  return {
    async trace(id: string) {
      const root = ctx.chain.index.traceRoot(parseHash(id));
      if (!root) throw notFound();
      return traceJson(ctx, addressBook(ctx), root);
    },
  };
}

export type TracesService = ReturnType<typeof tracesService>;
