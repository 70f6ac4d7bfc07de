// A factory as it is deployed: the compiled contracts' code (packages/contracts/build) and the data it
// is created with, so its address, its state and the pools it derives are the real ones. For page
// tests that answer TonAPI themselves (jsdom, no chain): they serve this state for the pinned factory,
// and list pools at the addresses it derives. The forged cases run on the devnet (trust-world.ts).
import {
  buildOnchainMetadata,
  type DexCodes,
  Factory,
  jetton,
  orderAddress,
  type OrderTerms,
  poolAddress,
  TON,
} from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { Address } from '@ton/core';
import type { TrustConfig } from '../app/env.fns';

const ADMIN = Address.parse(`0:${'ad'.repeat(32)}`);

export function realFactory() {
  const codes: DexCodes = {
    pool: loadCode('Pool'),
    lpWallet: loadCode('JettonWallet'),
    deposit: loadCode('Deposit'),
    lpContent: buildOnchainMetadata({ name: 'Atoll LP', symbol: 'ATOLL-LP', decimals: '9' }),
  };
  const factory = Factory.createFromConfig(
    {
      admin: ADMIN,
      poolCode: codes.pool,
      lpWalletCode: codes.lpWallet,
      depositCode: codes.deposit,
      lpContent: codes.lpContent,
    },
    loadCode('Factory'),
  );
  const trust: TrustConfig = {
    factory: factory.address.toRawString(),
    poolCodeHash: codes.pool.hash().toString('hex'),
    orderCodeHash: loadCode('Order').hash().toString('hex'),
  };
  return {
    trust,
    /** `GET /v2/blockchain/accounts/{factory}` as TonAPI answers it. */
    account: {
      address: trust.factory,
      code: factory.init!.code.toBoc().toString('hex'),
      data: factory.init!.data.toBoc().toString('hex'),
      status: 'active',
    },
    /** The order a maker's terms derive under this factory and the compiled order code. */
    orderOf(terms: OrderTerms): Address {
      return orderAddress(terms, factory.address, { ...codes, order: loadCode('Order') });
    },
    /** The raw address of the pool this factory derives for (TON or a jetton, a jetton, fee). */
    poolOf(tokenA: string, tokenB: string, feeBps: number): string {
      const asset = (token: string) => (/^0:0{64}$/.test(token) ? TON : jetton(token));
      return poolAddress(factory.address, asset(tokenA), asset(tokenB), feeBps, codes).toRawString();
    },
  };
}
