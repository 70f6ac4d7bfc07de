import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorModal } from '../../error-modal/ErrorModal';
import { PreviewPanelHost } from '../../preview/components/PreviewPanelHost';
import { Toaster } from '../../toasts/Toaster';
import { TxStatusModalHost } from '../../tx-modal/components/TxStatusModalHost';
import { WalletPanelHost } from '../../wallet-panel/WalletPanelHost';
import { DesktopFooter, MobileFooter, ScrollToTopButton } from './Footers';
import { Header } from './Header';

/** The shell around every route, and the globally mounted modals and toasts. */
export function Layout() {
  const { pathname } = useLocation();
  // A block body: Chromium's scrollTo now returns a promise, and an effect must return a function or nothing
  // (React calls what it returns on cleanup: 'destroy is not a function' at once under StrictMode).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="shell">
      <Header />
      <main className="main">
        <Outlet />
      </main>
      <DesktopFooter />
      <MobileFooter />
      <ScrollToTopButton />
      <WalletPanelHost />
      <TxStatusModalHost />
      <PreviewPanelHost />
      <ErrorModal />
      <Toaster />
    </div>
  );
}
