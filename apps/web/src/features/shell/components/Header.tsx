import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { env } from '../../../app/env';
import { useStore } from '../../../lib/create-store';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { ConnectButton } from '../../wallet/components/ConnectButton';
import { openWalletPanelOn } from '../../wallet-panel/wallet-panel.store';
import { backAction, backHandlerStore } from '../back-handler';
import { ROUTES, shellOptionsOf } from '../nav';
import '../../search/search-header.css';
import { LazyBoundary } from './LazyBoundary';
import { NavLinks } from './NavLinks';
import { SettingsMenu } from './SettingsMenu';

// The search field (large screens) or button (phones) is a chunk of its own: the entry keeps only this slot.
const SearchEntry = lazy(() => import('../../search/components/SearchEntry'));

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = shellOptionsOf(useLocation().pathname);
  // the configured tint (shell-config.fns.ts) colours every page whose route asks for none of its own
  const headerTint = route.headerTint === 'default' ? env.shell.headerTint : route.headerTint;
  const back = backAction(useStore(backHandlerStore), route.backUrl, env.shell.backUrl);
  const goBack = () => {
    if (back?.kind === 'handler') back.run();
    else if (back?.kind === 'url' && back.url.startsWith('/')) void navigate(back.url);
    else if (back?.kind === 'url') window.location.assign(back.url);
  };
  const { address } = useWalletLogin();
  return (
    <header className={`header header--${headerTint}`} data-testid="header" data-tint={headerTint}>
      <div className="header__start">
        {back && (
          <button
            type="button"
            className="icon-button header__back"
            aria-label={t('header.back')}
            data-testid="header-back"
            onClick={goBack}
          >
            ←
          </button>
        )}
        <Link
          to={ROUTES.landing}
          className={back ? 'logo logo--hidden-mobile' : 'logo'}
          aria-label={t('app.logo')}
        >
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="logo__text">{t('app.name')}</span>
        </Link>
        {env.shell.festivalLogoUrl && (
          <img
            className="header__festival"
            src={env.shell.festivalLogoUrl}
            alt={t('header.festival')}
            data-testid="header-festival"
            height="32"
          />
        )}
        <div className="header__desktop-nav">
          <NavLinks variant="header" />
          <span className="header__divider" aria-hidden="true" />
        </div>
        <LazyBoundary>
          <Suspense fallback={<span className="search-slot" />}>
            <SearchEntry />
          </Suspense>
        </LazyBoundary>
      </div>
      <div className="header__end">
        {address && (
          // large screens: the signed-in wallet's activity and positions, one click away (phones: the wallet menu)
          <div className="header__wallet-links">
            {(['activity', 'positions'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                className="button button--ghost"
                data-testid={`header-${tab}`}
                onClick={() => openWalletPanelOn(tab)}
              >
                {t(`header.${tab}`)}
              </button>
            ))}
          </div>
        )}
        <Link className="button button--ghost header__docs" to={ROUTES.guide}>
          {t('header.docs')}
        </Link>
        <SettingsMenu />
        <ConnectButton />
      </div>
    </header>
  );
}
