import type { Order } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { Spinner } from '../../../components/ui/Spinner';
import { useSendOrder } from '../hooks/useSendOrder';
import { useOrderConstants } from '../hooks/useOrderConstants';
import { getUserOrdersQueryOptions, HISTORY_PAGE_SIZE, type OrdersTab } from '../queries';
import { OrderRow, type TokenInfo } from './OrderRow';

interface OrdersPanelProps {
  address: string | null;
  tokenOf(address: string): TokenInfo;
  onEdit(order: Order): void;
}

/** The user's orders: open ones (with fill progress, cancel and edit) and the history, 10 a page. */
export function OrdersPanel({ address, tokenOf, onEdit }: OrdersPanelProps) {
  const { t, i18n } = useTranslation('limit');
  const [tab, setTab] = useState<OrdersTab>('active');
  const [page, setPage] = useState(1);
  const constants = useOrderConstants();
  const { cancel, sending } = useSendOrder(address);
  const query = useQuery({
    ...getUserOrdersQueryOptions(env.apiUrl, address ?? '', tab, tab === 'history' ? page : 1),
    enabled: address !== null,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / HISTORY_PAGE_SIZE)) : 1;

  const onCancel = (order: Order) => {
    const sell = tokenOf(order.sell_token);
    const buy = tokenOf(order.buy_token);
    void cancel(order, {
      address: order.address,
      sell: { address: order.sell_token, ...sell },
      buy: { address: order.buy_token, ...buy },
      sellAmount: order.sell_amount,
      minBuyAmount: order.min_buy_amount,
    });
  };

  return (
    <section className="card limit-orders" data-testid="limit-orders">
      <header className="limit-orders__head">
        <h2>{t('limit.orders.title')}</h2>
        <div className="limit-segmented" role="tablist" aria-label={t('limit.orders.tabs')}>
          {(['active', 'history'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              aria-pressed={tab === value}
              onClick={() => {
                setTab(value);
                setPage(1);
              }}
              data-testid={`limit-tab-${value}`}
            >
              {t(`limit.orders.${value}`)}
            </button>
          ))}
        </div>
      </header>
      {address === null ? (
        <p className="muted">{t('limit.orders.connect')}</p>
      ) : query.isLoading ? (
        <Spinner label={t('limit.orders.loading')} size={24} />
      ) : query.error ? (
        <p className="error-text">{t('limit.orders.error', { message: query.error.message })}</p>
      ) : !query.data?.orders.length ? (
        <p className="muted" data-testid="limit-orders-empty">
          {t(tab === 'active' ? 'limit.orders.empty-active' : 'limit.orders.empty-history')}
        </p>
      ) : (
        <ul className="limit-orders__list">
          {query.data.orders.map((order) => (
            <OrderRow
              key={order.address}
              order={order}
              tokenOf={tokenOf}
              onCancel={tab === 'active' ? onCancel : undefined}
              onEdit={tab === 'active' ? onEdit : undefined}
              busy={sending}
              cancelFee={constants?.ORDER_TON.cancelGas ?? null}
              locale={i18n.language}
            />
          ))}
        </ul>
      )}
      {tab === 'history' && pages > 1 && (
        <nav className="limit-orders__pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('limit.orders.prev')}
          </button>
          <span className="muted">{t('limit.orders.page', { current: page, total: pages })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('limit.orders.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
