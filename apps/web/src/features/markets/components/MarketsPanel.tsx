import { useTranslation } from 'react-i18next';
import { useResolvedToken, useTokenList } from '../../tokens/hooks';
import { marketsTokenOf } from '../price-format';
import { MarketsList } from './MarketsList';
import { PriceChartSection } from './PriceChartSection';
import { TokenPriceHeader } from './TokenPriceHeader';
import '../markets.css';

interface MarketsPanelProps {
  /** The swap form's tokens (raw addresses). */
  from: string | null;
  to: string | null;
}

/**
 * The selected token's price, chart and markets on the swap page, from the public price API
 * (docs/product-spec.md §7). Lazy: the swap page loads it after its form.
 */
export default function MarketsPanel({ from, to }: MarketsPanelProps) {
  const address = marketsTokenOf(from, to);
  return address ? <TokenMarkets key={address} address={address} /> : null;
}

function TokenMarkets({ address }: { address: string }) {
  const { t } = useTranslation('markets');
  const { tokens } = useTokenList();
  const { token } = useResolvedToken(address, tokens);
  return (
    <section className="card markets" data-testid="markets-panel" aria-label={t('markets.title')}>
      <TokenPriceHeader address={address} token={token} />
      <PriceChartSection address={address} />
      <MarketsList address={address} symbol={token?.symbol ?? ''} />
    </section>
  );
}
