import { useTranslation } from 'react-i18next';

export default function LimitPage() {
  const { t } = useTranslation();
  return (
    <section className="page card" data-testid="page-limit">
      <h1>{t('limit.title')}</h1>
      <p className="muted">{t('limit.placeholder')}</p>
    </section>
  );
}
