import type { Pool } from '@atoll/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolPosition } from '../../positions/hooks';
import { liquidityPoolOf } from '../pool-model';
import { AddLiquidityForm } from './AddLiquidityForm';
import { RemoveLiquidityForm } from './RemoveLiquidityForm';
import '../liquidity.css';

type Tab = 'add' | 'remove';

/** Add and Remove liquidity for one pool (the API's `GET /pools/{address}` result). */
export function PoolLiquidityPanel({ pool }: { pool: Pool }) {
  const { t } = useTranslation('liquidity');
  const [tab, setTab] = useState<Tab>('add');
  const model = useMemo(() => liquidityPoolOf(pool), [pool]);
  const { view } = usePoolPosition(pool.address);
  const lpBalance = view === undefined ? null : view ? BigInt(view.position.lp_tokens_sum) : 0n;

  return (
    <section className="liquidity card" data-testid="liquidity-panel">
      <div className="liquidity-tabs" role="tablist">
        {(['add', 'remove'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`liquidity-tab${tab === name ? ' liquidity-tab--active' : ''}`}
            onClick={() => setTab(name)}
            data-testid={`liquidity-tab-${name}`}
          >
            {t(`liquidity.tab.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'add' ? (
        <AddLiquidityForm pool={model} heldLp={lpBalance ?? 0n} />
      ) : (
        <RemoveLiquidityForm pool={model} lpBalance={lpBalance} />
      )}
    </section>
  );
}
