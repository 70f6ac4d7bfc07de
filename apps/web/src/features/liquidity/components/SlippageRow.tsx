import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/create-store';
import { formatSlippagePercent } from '../../swap/settings-input';
import { swapSettingsStore } from '../../swap/swap-settings';

// The swap's settings (slippage, deadline; kept in atoll.swap.settings) serve liquidity too.
const SwapSettingsPanel = lazy(() => import('../../swap/components/SwapSettingsPanel'));

export function SlippageRow() {
  const { t } = useTranslation('liquidity');
  const settings = useStore(swapSettingsStore);
  const [open, setOpen] = useState(false);
  return (
    <div className="liquidity-slippage">
      <div className="liquidity-row">
        <span className="muted">{t('liquidity.slippage')}</span>
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="liquidity-slippage"
        >
          {`${formatSlippagePercent(settings.slippageBps)}% ⚙`}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SwapSettingsPanel />
        </Suspense>
      )}
    </div>
  );
}
