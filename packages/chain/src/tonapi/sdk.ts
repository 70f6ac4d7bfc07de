import { type Address, Cell, type ContractProvider } from '@ton/core';
import { TonApiClient } from '@ton-api/client';
import { ContractAdapter } from '@ton-api/ton-adapter';
import type { TonApi } from './client';

// @ton-api/client and @ton-api/ton-adapter over the one client's queue and retries: TonAPI's answers
// parsed into @ton/core objects (addresses, cells, bigints), and a ContractProvider for the contract
// wrappers' getters (`provider(pool).get…`). Node only: @ton-api/client is large, the web app keeps to
// `http`. Their error texts are the ones docs/product-spec.md §8 lists (errors.test.ts holds them).

export interface TonApiSdk {
  /** TonAPI's endpoints, answers parsed; fails with the client's texts ('Unknown error occurred', …). */
  client: TonApiClient;
  /**
   * A ContractProvider for one account: get methods for the wrappers (a tuple argument and a method name
   * that is not a string are refused), state (a missing account reads as an empty uninit one, a frozen one
   * fails), and externals and internals sent through TonAPI.
   */
  provider(address: Address, init?: { code?: Cell; data?: Cell } | null): ContractProvider;
  adapter: ContractAdapter;
}

/** A get method that ran and failed: TonAPI answers 200 with `success: false` and its exit code. */
export class GetMethodError extends Error {
  override name = 'GetMethodError';
  constructor(
    readonly method: string,
    readonly account: string,
    readonly exitCode: number,
  ) {
    super(`${method} of ${account} failed with exit code ${exitCode}`);
  }
}

export function createTonApiSdk(api: TonApi): TonApiSdk {
  const client = new TonApiClient({ baseUrl: api.baseUrl, fetch: api.fetch });
  // The adapter hands a getter's stack to the wrapper whether or not the method succeeded, so a failed
  // one would surface as a confusing stack read. It gets a view of our client whose get-method call
  // fails with GetMethodError instead; everything else (and every text it throws) is the library's.
  const run = client.blockchain.execGetMethodForBlockchainAccount;
  const checked = Object.assign(Object.create(client) as TonApiClient, {
    blockchain: {
      ...client.blockchain,
      execGetMethodForBlockchainAccount: async (...args: Parameters<typeof run>) => {
        const result = await run(...args);
        if (!result.success) throw new GetMethodError(args[1], args[0].toRawString(), result.exitCode);
        return result;
      },
    },
  });
  const adapter = new ContractAdapter(checked);
  return { client, adapter, provider: (address, init) => adapter.provider(address, init ?? null) };
}

/**
 * An active account's code and data, as cells of this package's @ton/core (the client may carry another
 * copy of it); throws when the account is not active.
 */
export async function activeAccountState(
  client: TonApiClient,
  address: Address,
): Promise<{ code: Cell; data: Cell }> {
  const state = await client.blockchain.getBlockchainRawAccount(address);
  if (!state.code || !state.data) throw new Error(`${address.toRawString()} is not active on this chain`);
  const cell = (c: { toBoc(): Buffer }) => Cell.fromBoc(c.toBoc())[0]!;
  return { code: cell(state.code), data: cell(state.data) };
}
