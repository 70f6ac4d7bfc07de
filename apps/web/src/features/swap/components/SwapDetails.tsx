import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { feeTierText, formatPercent } from '../../../lib/fees';
import type { TokenListEntry } from '../../tokens/token-list';
import { priceImpactLevel, type SwapLimits } from '../price-impact';
import { routeTokens, type Route } from '../routing';

interface SwapDetailsProps {
  route: Route;
  limits: SwapLimits;
  impactBps: number;
  slippageBps: number;
  tokenIn: TokenListEntry;
  tokenOut: TokenListEntry;
  symbolOf(address: string): string;
}

const percent = (bps: number) => formatPercent(BigInt(bps), 2, 2);

/** Rate, route, price impact (with its warning), the slippage limit and the tolerance. */
export default function SwapDetails({
  route,
  limits,
  impactBps,
  slippageBps,
  tokenIn,
  tokenOut,
  symbolOf,
}: SwapDetailsProps) {
  const { t } = useTranslation();
  const level = priceImpactLevel(impactBps);
  // Whole tokenOut per whole tokenIn in integers, to 18 places so that a tiny rate reads "<0.000001", not 0.
  const rate =
    (route.amountOut * 10n ** BigInt(tokenIn.decimals) * 10n ** 18n) /
    (route.amountIn * 10n ** BigInt(tokenOut.decimals));
  const fees = route.hops.map((hop) => feeTierText(hop.pool.feeBps)).join(' + ');
  const exactOut = limits.exactAmountOut !== undefined;
  return (
    <dl className="swap-details" data-testid="swap-details">
      <dt>{t('swap.details.rate')}</dt>
      <dd>
        {t('swap.details.rate-value', {
          symbolIn: tokenIn.symbol,
          rate: formatAmount(rate, 18),
          symbolOut: tokenOut.symbol,
        })}
      </dd>
      <dt>{t('swap.details.route')}</dt>
      <dd data-testid="swap-route">{`${routeTokens(route).map(symbolOf).join(' → ')} (${fees})`}</dd>
      <dt>{t('swap.details.price-impact')}</dt>
      <dd className={`impact impact--${level}`} data-testid="swap-price-impact">
        {percent(impactBps)}
      </dd>
      <dt>{exactOut ? t('swap.details.maximum-sold') : t('swap.details.minimum-received')}</dt>
      <dd data-testid="swap-limit">
        {exactOut
          ? `${formatAmount(limits.amountIn, tokenIn.decimals)} ${tokenIn.symbol}`
          : `${formatAmount(limits.minOut, tokenOut.decimals)} ${tokenOut.symbol}`}
      </dd>
      <dt>{t('swap.settings.slippage')}</dt>
      <dd>{percent(slippageBps)}</dd>
      {level !== 'ok' && (
        <p className={`swap-warning swap-warning--${level}`} role="alert" data-testid="swap-impact-warning">
          {level === 'blocked'
            ? t('swap.impact.blocked', { impact: percent(impactBps) })
            : t('swap.impact.warning', { impact: percent(impactBps) })}
        </p>
      )}
    </dl>
  );
}
