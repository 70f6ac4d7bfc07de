import { feeTierText } from '../../../lib/fees';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatUsd, parseUsd } from '../../../lib/amounts';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import { poolPath } from '../../shell/nav';
import type { PositionView } from '../hooks';
import { formatSignedBps, formatSignedUsd } from '../position-pnl';
import '../positions.css';

/** The LP jetton's decimals (the factory's shared LP content). */
const LP_DECIMALS = 9;

const signClass = (value: bigint) =>
  value < 0n ? 'position__value--loss' : value > 0n ? 'position__value--gain' : '';

/** One position: LP tokens, liquidity and fees per token and in USD, and the result against holding. */
export function PositionCard({ view, linkToPool = false }: { view: PositionView; linkToPool?: boolean }) {
  const { t } = useTranslation('liquidity');
  const { position, result } = view;
  const { pool } = position;
  const [x, y] = [pool.token_x, pool.token_y];
  const title = `${x.symbol} / ${y.symbol}`;
  return (
    <article className="position card" data-testid="position-card" data-pool={pool.address}>
      <header className="position__header">
        <span className="position__icons">
          <TokenIcon token={x} size={24} />
          <TokenIcon token={y} size={24} />
        </span>
        {linkToPool ? <Link to={poolPath(pool.address)}>{title}</Link> : <strong>{title}</strong>}
        <span className="badge">{feeTierText(pool.fee_bps)}</span>
      </header>
      <dl className="position__rows">
        <dt>{t('liquidity.position.lp')}</dt>
        <dd data-testid="position-lp">{formatAmount(BigInt(position.lp_tokens_sum), LP_DECIMALS)}</dd>
        <dt>{t('liquidity.position.liquidity')}</dt>
        <dd data-testid="position-liquidity">
          <span data-testid="position-liquidity-x">
            {`${formatAmount(BigInt(position.token_x_liquidity), x.decimals)} ${x.symbol}`}
          </span>
          <span className="muted">{formatUsd(parseUsd(position.token_x_liquidity_usd))}</span>
          <span data-testid="position-liquidity-y">
            {`${formatAmount(BigInt(position.token_y_liquidity), y.decimals)} ${y.symbol}`}
          </span>
          <span className="muted">{formatUsd(parseUsd(position.token_y_liquidity_usd))}</span>
        </dd>
        <dt>{t('liquidity.position.value')}</dt>
        <dd data-testid="position-value">{formatUsd(parseUsd(position.total_liquidity_usd))}</dd>
        <dt>{t('liquidity.position.fees')}</dt>
        <dd data-testid="position-fees">
          <span>{`${formatAmount(BigInt(position.token_x_fees), x.decimals)} ${x.symbol}`}</span>
          <span className="muted">{formatUsd(parseUsd(position.token_x_fees_usd))}</span>
          <span>{`${formatAmount(BigInt(position.token_y_fees), y.decimals)} ${y.symbol}`}</span>
          <span className="muted">{formatUsd(parseUsd(position.token_y_fees_usd))}</span>
          <strong>{formatUsd(parseUsd(position.total_fees_usd))}</strong>
        </dd>
      </dl>
      {result ? (
        <dl className="position__rows position__result" data-testid="position-result">
          <dt>{t('liquidity.position.hold')}</dt>
          <dd data-testid="position-hold">{formatSignedUsd(result.holdUsd).replace(/^\+/, '')}</dd>
          <dt title={t('liquidity.position.il-hint')}>{t('liquidity.position.il')}</dt>
          <dd data-testid="position-il" className={signClass(result.impermanentLossUsd)}>
            {formatSignedUsd(result.impermanentLossUsd)}
            {result.impermanentLossBps !== null && ` (${formatSignedBps(result.impermanentLossBps)})`}
          </dd>
          <dt>{t('liquidity.position.net')}</dt>
          <dd data-testid="position-net" className={signClass(result.netUsd)}>
            {formatSignedUsd(result.netUsd)}
          </dd>
        </dl>
      ) : (
        <p className="muted">{t('liquidity.position.no-history')}</p>
      )}
    </article>
  );
}
