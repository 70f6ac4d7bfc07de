import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/app/pools/new`, optionally with the pair chosen (tokenA, tokenB: addresses). */
export function CreatePoolLink({ tokenA, tokenB }: { tokenA?: string; tokenB?: string }) {
  const { t } = useTranslation('liquidity');
  const query = new URLSearchParams();
  if (tokenA) query.set('tokenA', tokenA);
  if (tokenB) query.set('tokenB', tokenB);
  const search = query.toString();
  return (
    <Link
      className="button button--secondary"
      to={`/app/pools/new${search ? `?${search}` : ''}`}
      data-testid="create-pool-link"
    >
      {t('liquidity.create.link')}
    </Link>
  );
}
