import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { formatAmount } from '../../../lib/amounts';
import { useStore } from '../../../lib/create-store';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { deadlineFrom, swapSettingsStore } from '../../swap/swap-settings';
import { withdrawBlocker } from '../deposit-checks';
import { useSendLiquidity } from '../hooks/useSendLiquidity';
import { lpForPercent, quoteWithdraw } from '../liquidity-math';
import { LP_DECIMALS, type LiquidityPool } from '../pool-model';
import { LiquidityActionButton } from './LiquidityActionButton';
import { SlippageRow } from './SlippageRow';

const PRESETS = [25, 50, 75, 100] as const;

/** Burns a percentage of the wallet's LP (100 is all of it) for both tokens, with minimums. */
export function RemoveLiquidityForm({ pool, lpBalance }: { pool: LiquidityPool; lpBalance: bigint | null }) {
  const { t } = useTranslation('liquidity');
  const { address, connect } = useWalletLogin();
  const settings = useStore(swapSettingsStore);
  const { send, sending } = useSendLiquidity(address);
  const [percent, setPercent] = useState(50);

  const lpAmount = lpForPercent(lpBalance ?? 0n, percent);
  const quote = quoteWithdraw(pool, lpAmount, settings.slippageBps);
  const blocker = withdrawBlocker(address !== null, lpBalance, lpAmount);
  const { tokenX, tokenY } = pool;
  const amountText = (amount: bigint, decimals: number, symbol: string) =>
    `${formatAmount(amount, decimals)} ${symbol}`;

  const submit = () => {
    if (blocker === 'connect') return void connect();
    if (blocker !== null || !address) return;
    void send({
      type: 'remove-liquidity',
      record: {
        token0: tokenX,
        token1: tokenY,
        token0Amount: quote.amountX.toString(),
        token1Amount: quote.amountY.toString(),
      },
      build: async () =>
        (await import('../build-liquidity')).buildRemoveLiquidityMessages({
          pool: pool.address,
          tokenX: tokenX.address,
          tokenY: tokenY.address,
          feeBps: pool.feeBps,
          lpAmount: quote.lpAmount,
          minX: quote.minX,
          minY: quote.minY,
          user: address,
          deadline: deadlineFrom(Date.now(), swapSettingsStore.get().deadlineMinutes),
          tonapiUrl: env.tonapiUrl,
          trust: env.trust,
        }),
    }).then((sent) => {
      // the wallet took it: back to nothing chosen, so a second click removes nothing twice
      if (sent) setPercent(0);
    });
  };

  return (
    <div className="liquidity-form" data-testid="liquidity-remove">
      <div className="liquidity-row">
        <label className="field__label" htmlFor="liquidity-percent">
          {t('liquidity.remove.amount')}
        </label>
        <strong className="liquidity-percent" data-testid="liquidity-percent">{`${percent}%`}</strong>
      </div>
      <input
        id="liquidity-percent"
        className="liquidity-slider"
        type="range"
        min={1}
        max={100}
        step={1}
        value={percent}
        onChange={(event) => setPercent(Number(event.target.value))}
      />
      <div className="row liquidity-presets">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`chip${percent === preset ? ' chip--active' : ''}`}
            onClick={() => setPercent(preset)}
            data-testid={`liquidity-percent-${preset}`}
          >
            {preset === 100 ? t('liquidity.remove.all') : `${preset}%`}
          </button>
        ))}
      </div>
      <dl className="liquidity-details" data-testid="liquidity-remove-details">
        <dt>{t('liquidity.remove.lp')}</dt>
        <dd data-testid="liquidity-remove-lp">
          {`${formatAmount(lpAmount, LP_DECIMALS)} / ${formatAmount(lpBalance ?? 0n, LP_DECIMALS)}`}
        </dd>
        <dt>{t('liquidity.remove.expected')}</dt>
        <dd>
          <span data-testid="liquidity-remove-x">
            {amountText(quote.amountX, tokenX.decimals, tokenX.symbol)}
          </span>
          <span data-testid="liquidity-remove-y">
            {amountText(quote.amountY, tokenY.decimals, tokenY.symbol)}
          </span>
        </dd>
        <dt>{t('liquidity.remove.minimum')}</dt>
        <dd>
          <span data-testid="liquidity-remove-min-x">
            {amountText(quote.minX, tokenX.decimals, tokenX.symbol)}
          </span>
          <span data-testid="liquidity-remove-min-y">
            {amountText(quote.minY, tokenY.decimals, tokenY.symbol)}
          </span>
        </dd>
      </dl>
      <SlippageRow />
      <LiquidityActionButton
        action="remove"
        sending={sending}
        blocker={blocker}
        onClick={submit}
        testId="liquidity-remove-button"
      />
    </div>
  );
}
