import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { env } from '../../../app/env';
import { ConnectButton } from '../../wallet/components/ConnectButton';
import { ROUTES, shellOptionsOf } from '../nav';
import { NavLinks } from './NavLinks';
import { SettingsMenu } from './SettingsMenu';

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { headerTint, backUrl } = shellOptionsOf(useLocation().pathname);
  return (
    <header className={`header header--${headerTint}`} data-testid="header">
      <div className="header__start">
        {backUrl && (
          <button
            type="button"
            className="icon-button header__back"
            aria-label={t('header.back')}
            data-testid="header-back"
            onClick={() => void navigate(backUrl)}
          >
            ←
          </button>
        )}
        <Link
          to={ROUTES.landing}
          className={backUrl ? 'logo logo--hidden-mobile' : 'logo'}
          aria-label={t('app.logo')}
        >
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="logo__text">{t('app.name')}</span>
        </Link>
        <div className="header__desktop-nav">
          <NavLinks variant="header" />
          <span className="header__divider" aria-hidden="true" />
        </div>
      </div>
      <div className="header__end">
        <a className="button button--ghost header__docs" href={env.docsUrl} target="_blank" rel="noreferrer">
          {t('header.docs')}
        </a>
        <SettingsMenu />
        <ConnectButton />
      </div>
    </header>
  );
}
