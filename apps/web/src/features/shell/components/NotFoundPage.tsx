import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../nav';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="page-not-found">
      <h1>{t('not-found.title')}</h1>
      <Link to={ROUTES.home}>{t('not-found.link')}</Link>
    </section>
  );
}
