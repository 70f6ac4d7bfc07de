import type { Address } from '@ton/core';
import type { DevnetChain } from '../chain/devnet-chain';
import type { DemoWorld } from '../genesis/demo-world';
import { type AccountView, readAccount } from './contract-state';
import { knownCode } from './known-contracts';

/** What an account's interfaces and `is_wallet` depend on: its status and its code. */
export type AccountIdentity = Pick<AccountView, 'status' | 'code'>;

/**
 * Account identities, remembered for the accounts whose code cannot change.
 *
 * Why: reading an account parses its whole state (6 ms for a pool), and the trace and address
 * serializers need the identity of every account they mention, right after each swap changed
 * it. Atoll's contracts (pools, factory, deposits, jettons) have no SETCODE, so while such an
 * account stays active its code stays; a transaction that leaves it anything but active (frozen,
 * deleted) forgets it. Wallets can change their code and are read each time.
 */
class AccountKinds {
  private readonly fixed = new Map<string, AccountIdentity>();

  constructor(
    private readonly chain: DevnetChain,
    private readonly world: DemoWorld,
  ) {
    chain.on('transaction', (t) => {
      if (t.tx.endStatus !== 'active') this.fixed.delete(t.account);
    });
  }

  async identity(address: Address): Promise<AccountIdentity> {
    const key = address.toRawString();
    const hit = this.fixed.get(key);
    if (hit) return hit;
    const view = await readAccount(this.chain.blockchain, address);
    if (view.status === 'active' && knownCode(this.world, view.code)?.codeFixed)
      this.fixed.set(key, { status: view.status, code: view.code });
    return view;
  }
}

const byChain = new WeakMap<DevnetChain, AccountKinds>();

export function accountKinds(chain: DevnetChain, world: DemoWorld): AccountKinds {
  let kinds = byChain.get(chain);
  if (!kinds) {
    kinds = new AccountKinds(chain, world);
    byChain.set(chain, kinds);
  }
  return kinds;
}
