import { useParams } from 'react-router';
import { toRawAddress } from '../../lib/ton-address';
import { SwapForm } from './components/SwapForm';

/** `/app/swap/` and `/app/swap/{tokenAddress}/null`: the token (bounceable form) is the one sold. */
export default function SwapPage() {
  const { tokenAddress } = useParams();
  const initial = tokenAddress ? (toRawAddress(tokenAddress) ?? undefined) : undefined;
  return (
    <section className="page swap-page" data-testid="page-swap">
      <SwapForm key={initial ?? 'default'} initialToken={initial} />
    </section>
  );
}
