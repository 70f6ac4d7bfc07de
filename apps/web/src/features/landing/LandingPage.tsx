import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../shell/nav';

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--hero" data-testid="page-landing">
      <h1>{t('landing.title')}</h1>
      <p className="lead">{t('landing.subtitle')}</p>
      <Link className="button button--primary button--large" to={ROUTES.swap}>
        {t('landing.cta')}
      </Link>
    </section>
  );
}
