import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssetsPanel } from '../balances/components/AssetsPanel';
import { ROUTES } from '../shell/nav';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="page-home">
      <h1>{t('home.title')}</h1>
      <p>{t('home.description')}</p>
      <div className="row">
        <Link className="button button--primary" to={ROUTES.swap}>
          {t('home.swap')}
        </Link>
        <Link className="button button--secondary" to={ROUTES.pools}>
          {t('home.pools')}
        </Link>
      </div>
      <AssetsPanel />
    </section>
  );
}
