import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { readJettonToken } from '../../chain/jetton-metadata';
import type { IndexerContext } from '../../context';
import { jobId, QueueName } from '../../queues';

/** The unknown-token fallback of docs/product-spec.md §3 until the metadata is read. */
export const FALLBACK_TOKEN = { symbol: 'UNKN', name: 'Unknown', decimals: 9 } as const;
export const TON_TOKEN = {
  address: NATIVE_TON_ADDRESS,
  symbol: 'TON',
  name: 'Toncoin',
  decimals: 9,
  verification: 'whitelist',
} as const;

type Deps = Pick<IndexerContext, 'db' | 'tonapi' | 'config' | 'log' | 'queues' | 'readModelChanged'>;

export function createTokenMetadataService({ db, tonapi, config, log, queues, readModelChanged }: Deps) {
  const changed = async () => readModelChanged?.(['tokens']);
  const verified = new Set(config.verifiedTokens);

  /** Reads a jetton's TEP-64 metadata and safety flags and stores them; throws (so the job retries) when the chain does not answer. */
  async function refresh(address: string): Promise<void> {
    if (address === NATIVE_TON_ADDRESS) return;
    const meta = await readJettonToken(tonapi, address);
    await db.token.update({
      where: { address },
      data: { ...meta, verified: verified.has(address) },
    });
    await changed();
  }

  return {
    refresh,
    /**
     * Makes sure the tokens exist before a pool refers to them. The metadata is read before the row is
     * written, so a token row always carries the chain's decimals (they matter to every price): creating a
     * fallback row first let a concurrent job price a pool with 9 decimals meanwhile. Only when the chain
     * does not answer is the row the fallback, with a retrying job.
     */
    async ensure(addresses: string[]): Promise<void> {
      const known = new Set(
        (await db.token.findMany({ where: { address: { in: addresses } }, select: { address: true } })).map(
          (t) => t.address,
        ),
      );
      // read at once: pool discovery waits on these, and each is a get method's round trip
      const unknown = [...new Set(addresses)].filter((address) => !known.has(address));
      await Promise.all(
        unknown.map(async (address) => {
          if (address === NATIVE_TON_ADDRESS) {
            await db.token.createMany({ data: [{ ...TON_TOKEN, verified: true }], skipDuplicates: true });
            await changed();
            return;
          }
          const meta = await readJettonToken(tonapi, address).catch((error: unknown) => {
            log.warn('token metadata not read yet', { address, error });
            return null;
          });
          await db.token.createMany({
            data: [{ address, ...(meta ?? FALLBACK_TOKEN), verified: verified.has(address) }],
            skipDuplicates: true,
          });
          await changed();
          if (!meta) {
            await queues[QueueName.TokenMetadata].add(
              QueueName.TokenMetadata,
              { address },
              { jobId: jobId('meta', address) },
            );
          }
        }),
      );
    },
    /**
     * Re-reads every jetton's metadata and safety flags in the background, once per start: the chain API's
     * verification and scam flag change over a token's life (a token gets blacklisted), and rows written
     * before migration 0008 start as 'none'. One job per token and start, so a restart re-reads.
     */
    async recheckAll(startedAt: number): Promise<void> {
      const rows = await db.token.findMany({
        where: { address: { not: NATIVE_TON_ADDRESS } },
        select: { address: true },
      });
      await queues[QueueName.TokenMetadata].addBulk(
        rows.map(({ address }) => ({
          name: QueueName.TokenMetadata,
          data: { address },
          opts: { jobId: jobId('recheck', address, startedAt) },
        })),
      );
    },
    /** The configured list is the only source of the verified flag. */
    async applyVerifiedList(): Promise<void> {
      await db.token.updateMany({ where: { address: { in: [...verified] } }, data: { verified: true } });
      await db.token.updateMany({ where: { address: { notIn: [...verified] } }, data: { verified: false } });
      await changed();
    },
  };
}

export type TokenMetadataService = ReturnType<typeof createTokenMetadataService>;
