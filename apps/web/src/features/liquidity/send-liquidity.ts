// A liquidity button's work, loaded with import() on the first press together with build-liquidity
// (@ton/core, the SDK's builders): none of it is part of the page load. Same steps as the swap's.
import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/amounts';
import { toFriendlyAddress } from '@atoll/chain/address';
import { previewSubject } from '../preview/subject';
import { openTxModal } from '../tx-modal/tx-modal.store';
import type { LiquidityTxRecord, TxType } from '../tx-modal/tx-status';
import { sendThroughWallet, type WalletSendContext } from '../wallet/send-through-wallet';
import type { BuiltLiquidity } from './build-liquidity';

/** LP tokens have 9 decimals (packages/contracts, the pool's LP master). */
const LP_DECIMALS = 9;

export interface LiquiditySendContext extends WalletSendContext {
  /** The liquidity namespace (this feature's error texts). */
  tl: TFunction<'liquidity'>;
}

export interface LiquidityOrder {
  type: Extract<TxType, 'add-liquidity' | 'add-initial-liquidity' | 'remove-liquidity'>;
  build(): Promise<BuiltLiquidity>;
  record: LiquidityTxRecord;
  /** Initial liquidity: where to go once confirmed instead of the new pool's page. */
  navigateUrlOnSuccess?: string;
}

/** Sends a liquidity transaction through the wallet (wallet/send-through-wallet.ts) and opens its status modal variant. */
export function sendLiquidity(ctx: LiquiditySendContext, order: LiquidityOrder): Promise<boolean> {
  const { tl, address } = ctx;
  return sendThroughWallet(ctx, {
    build: () => order.build(),
    notEnoughCoins: (required, balance) => ({
      title: tl('liquidity.not-enough.title'),
      message: tl('liquidity.not-enough.description', {
        amount: formatAmount(required, 9, 9),
        balance: formatAmount(balance, 9, 9),
      }),
    }),
    failedTitle: tl('liquidity.error.title'),
    what: 'liquidity transaction',
    // the pool the build derived (or creates); its LP token's master is the pool itself
    preview: (built) =>
      previewSubject({
        pools: [built.pool],
        tokens: [
          order.record.token0,
          order.record.token1,
          { address: built.pool, symbol: tl('liquidity.preview.lp'), decimals: LP_DECIMALS },
        ],
      }),
    onSent: (built) =>
      openTxModal({
        type: order.type,
        queryId: built.queryId,
        account: address,
        poolAddress: toFriendlyAddress(built.pool) ?? built.pool,
        liquidity: order.record,
        ...(order.navigateUrlOnSuccess ? { navigateUrlOnSuccess: order.navigateUrlOnSuccess } : {}),
      }),
  });
}
