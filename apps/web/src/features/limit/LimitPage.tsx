import type { Order } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toRawAddress } from '@atoll/chain/address';
import { env } from '../../app/env';
import { findToken } from '../tokens/token-list';
import { LimitChart } from './components/LimitChart';
import { LimitForm } from './components/LimitForm';
import { OrdersPanel } from './components/OrdersPanel';
import type { TokenInfo } from './components/OrderRow';
import { useLimitForm } from './hooks/useLimitForm';
import { isOrderOfPair } from './order-rows';
import { getUserOrdersQueryOptions } from './queries';
import './limit.css';

const UNKNOWN: TokenInfo = { symbol: 'UNKN', decimals: 9 };

/** `/limit` (docs/product-spec.md §2 "Limit orders"): the order form, the pair's chart with the user's orders, the lists. */
export default function LimitPage() {
  const [editing, setEditing] = useState<Order | null>(null);
  return <LimitPageBody key={editing?.address ?? 'new'} editing={editing} setEditing={setEditing} />;
}

function LimitPageBody({
  editing,
  setEditing,
}: {
  editing: Order | null;
  setEditing(order: Order | null): void;
}) {
  const form = useLimitForm(editing);
  const address = form.balances.address;
  const active = useQuery({
    ...getUserOrdersQueryOptions(env.apiUrl, address ?? '', 'active'),
    enabled: address !== null,
  });

  const tokenOf = useCallback(
    (token: string): TokenInfo => {
      const known =
        findToken(form.tokens, token) ??
        active.data?.tokens.find((t) => toRawAddress(t.address) === toRawAddress(token));
      return known ? { symbol: known.symbol, decimals: known.decimals } : UNKNOWN;
    },
    [form.tokens, active.data],
  );
  const symbolOf = useCallback((token: string) => tokenOf(token).symbol, [tokenOf]);

  const { sell, buy } = form;
  const pairOrders = useMemo(
    () =>
      sell && buy
        ? (active.data?.orders ?? []).filter((o) => isOrderOfPair(o, sell.address, buy.address))
        : [],
    [active.data, sell, buy],
  );
  const [base, quote] = form.inverted ? [buy, sell] : [sell, buy];

  return (
    <section className="page limit-page" data-testid="page-limit">
      <LimitForm editing={editing} onStopEditing={() => setEditing(null)} form={form} />
      <div className="limit-page__side">
        {base && quote && (
          <LimitChart
            base={base}
            quote={quote}
            pool={form.market.pool}
            marketPrice={form.market.marketPrice}
            inverted={form.inverted}
            limitPrice={form.price}
            orders={pairOrders}
            symbolOf={symbolOf}
          />
        )}
        <OrdersPanel address={address} tokenOf={tokenOf} onEdit={setEditing} />
      </div>
    </section>
  );
}
