import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { toRawAddress } from '@atoll/chain/address';
import { LazyBoundary } from '../shell/components/LazyBoundary';
import { SwapForm } from './components/SwapForm';

// The selected token's price and markets: a chunk of its own, after the form.
const MarketsPanel = lazy(() => import('../markets/components/MarketsPanel'));

/** `/app/swap/` and `/app/swap/{tokenAddress}/null`: the token (bounceable form) is the one sold. */
export default function SwapPage() {
  const { tokenAddress } = useParams();
  const initial = tokenAddress ? (toRawAddress(tokenAddress) ?? undefined) : undefined;
  const [pair, setPair] = useState<[string | null, string | null]>([null, null]);
  return (
    <section className="page swap-page" data-testid="page-swap">
      <SwapForm key={initial ?? 'default'} initialToken={initial} onTokensChange={setPair} />
      <LazyBoundary>
        <Suspense fallback={null}>
          <MarketsPanel from={pair[0]} to={pair[1]} />
        </Suspense>
      </LazyBoundary>
    </section>
  );
}
