import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorModal } from '../../error-modal/ErrorModal';
import { Toaster } from '../../toasts/Toaster';
import { TxStatusModal } from '../../tx-modal/components/TxStatusModal';
import { DesktopFooter, MobileFooter, ScrollToTopButton } from './Footers';
import { Header } from './Header';

/** The shell around every route, and the globally mounted modals and toasts. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return (
    <div className="shell">
      <Header />
      <main className="main">
        <Outlet />
      </main>
      <DesktopFooter />
      <MobileFooter />
      <ScrollToTopButton />
      <TxStatusModal />
      <ErrorModal />
      <Toaster />
    </div>
  );
}
