import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { LazyBoundary } from '../../shell/components/LazyBoundary';

// "Sign out everywhere" and its texts load when the menu first opens: not with the page.
const SignOutEverywhereItem = lazy(() => import('../../session/SignOutEverywhereItem'));
import { shortenAddress } from '../address';
import { useCopyFeedback } from '../hooks/useCopyFeedback';
import { useTonConnect } from '../tonconnect';
import { openWalletPanelOn, toggleWalletPanel } from '../../wallet-panel/wallet-panel.store';

/**
 * docs/product-spec.md §2 "Wallet connect button": spinner while restoring, 'Connect wallet', then an address
 * dropdown.
 */
export function ConnectButton() {
  const { t } = useTranslation();
  const { restoring, connecting, address, connect, disconnect } = useWalletLogin();
  // loaded whenever a wallet is signed in: restored at start, or connected through it
  const tonConnect = useTonConnect();
  const wallet = tonConnect?.ui.wallet;
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopyFeedback();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (restoring || (connecting && !address)) {
    return (
      <div className="wallet-button wallet-button--loading" data-testid="wallet-restoring">
        <Spinner label={t('wallet.restoring')} />
      </div>
    );
  }

  if (!address || !tonConnect || !wallet) {
    return (
      <button
        type="button"
        className="button button--primary"
        data-testid="connect-wallet"
        onClick={() => void connect()}
      >
        {t('wallet.connect')}
      </button>
    );
  }

  const { toUserFriendlyAddress, CHAIN } = tonConnect.lib;
  const friendly = toUserFriendlyAddress(address, wallet.account.chain === CHAIN.TESTNET);
  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('wallet.menu')}
        data-testid="wallet-address"
        onClick={() => setOpen((value) => !value)}
      >
        {shortenAddress(friendly)}
      </button>
      {open && (
        <div className="dropdown__menu" role="menu">
          <button
            type="button"
            role="menuitem"
            className="dropdown__item"
            data-testid="wallet-panel-toggle"
            onClick={() => {
              setOpen(false);
              toggleWalletPanel();
            }}
          >
            {t('balances.title')}
          </button>
          {(['activity', 'positions'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="menuitem"
              className="dropdown__item"
              data-testid={`wallet-menu-${tab}`}
              onClick={() => {
                setOpen(false);
                openWalletPanelOn(tab);
              }}
            >
              {t(`header.${tab}`)}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="dropdown__item"
            onClick={() => void copy(friendly)}
          >
            {copied ? t('wallet.copied') : t('wallet.copy')}
          </button>
          <button
            type="button"
            role="menuitem"
            className="dropdown__item"
            onClick={() => {
              setOpen(false);
              void disconnect();
            }}
          >
            {t('wallet.disconnect')}
          </button>
          <LazyBoundary>
            <Suspense fallback={null}>
              <SignOutEverywhereItem onStart={() => setOpen(false)} />
            </Suspense>
          </LazyBoundary>
        </div>
      )}
    </div>
  );
}
