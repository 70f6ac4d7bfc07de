import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ROUTES } from '../../shell/nav';

/** "Swap | Limit" on both cards (docs/product-spec.md §2 "Limit orders"): two links, the current one marked. */
export function TradeSwitch({ current }: { current: 'swap' | 'limit' }) {
  const { t } = useTranslation();
  const entries = [
    { id: 'swap', to: ROUTES.swap, label: t('trade.swap') },
    { id: 'limit', to: ROUTES.limit, label: t('trade.limit') },
  ] as const;
  return (
    <nav className="trade-switch" aria-label={t('trade.switch')} data-testid="trade-switch">
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          to={entry.to}
          className="trade-switch__link"
          aria-current={entry.id === current ? 'page' : undefined}
          data-testid={`trade-switch-${entry.id}`}
        >
          {entry.label}
        </NavLink>
      ))}
    </nav>
  );
}
