import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStore } from '../../lib/create-store';
import { AssetsPanel } from '../balances/components/AssetsPanel';
import { lazyComponent } from '../shell/components/LazyBoundary';
import { closeWalletPanel, selectWalletPanelTab } from './wallet-panel.actions';
import { walletPanelStore, type WalletPanelTab } from './wallet-panel.store';
import './wallet-panel.css';

// Each tab but the first is a chunk of its own, fetched when the tab is chosen.
const ActivityList = lazyComponent(() => import('../activity/components/ActivityList'));
const PositionsList = lazyComponent(() =>
  import('../positions').then((module) => ({ default: module.PositionsList })),
);

const TABS: { id: WalletPanelTab; Content: ComponentType }[] = [
  { id: 'assets', Content: AssetsPanel },
  { id: 'activity', Content: ActivityList },
  { id: 'positions', Content: PositionsList },
];

/** docs/product-spec.md §2 "Wallet panel": a side panel (full width on phones) with tabs, 'assets' first. */
export default function WalletPanel() {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  const { tab } = useStore(walletPanelStore);
  const { Content } = TABS.find((entry) => entry.id === tab) ?? TABS[0]!;

  // a link inside the panel (a position's pool) leads to another page: the panel steps aside
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) closeWalletPanel();
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeWalletPanel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="wallet-panel-layer">
      <div className="wallet-panel__backdrop" onMouseDown={closeWalletPanel} aria-hidden="true" />
      <aside className="wallet-panel" aria-label={t('activity.panel.label')} data-testid="wallet-panel">
        <div className="wallet-panel__header">
          <div className="wallet-panel__tabs" role="tablist">
            {TABS.map(({ id }) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`wallet-tab-${id}`}
                aria-selected={id === tab}
                aria-controls="wallet-panel-content"
                className={id === tab ? 'wallet-panel__tab wallet-panel__tab--active' : 'wallet-panel__tab'}
                data-testid={`wallet-tab-${id}`}
                onClick={() => selectWalletPanelTab(id)}
              >
                {t(`activity.tab.${id}`)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={tCommon('modals.close')}
            data-testid="wallet-panel-close"
            onClick={closeWalletPanel}
          >
            ×
          </button>
        </div>
        <div
          className="wallet-panel__content"
          id="wallet-panel-content"
          role="tabpanel"
          aria-labelledby={`wallet-tab-${tab}`}
        >
          <Content />
        </div>
      </aside>
    </div>
  );
}
