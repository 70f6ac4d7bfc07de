import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../app/env';
import { useWalletLogin } from '../auth/WalletLoginProvider';
import { loadTonConnect } from '../wallet/tonconnect';

/** The wallet menu's "Sign out everywhere": the signing code loads on click (sign-out-everywhere.ts). */
export default function SignOutEverywhereItem({ onStart }: { onStart(): void }) {
  const { t, i18n } = useTranslation('session');
  const { disconnect } = useWalletLogin();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    onStart();
    setBusy(true);
    try {
      // the wallet menu shows only while a wallet is connected, so TON Connect is loaded already
      const [{ signOutEverywhere }, { ui: tonConnectUI }] = await Promise.all([
        import('./sign-out-everywhere'),
        loadTonConnect(),
      ]);
      await signOutEverywhere({ i18n, tonConnectUI, apiUrl: env.apiUrl, signOutHere: disconnect });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      role="menuitem"
      className="dropdown__item"
      data-testid="wallet-sign-out-everywhere"
      disabled={busy}
      onClick={() => void start()}
    >
      {t('session.menu.sign-out-everywhere')}
    </button>
  );
}
