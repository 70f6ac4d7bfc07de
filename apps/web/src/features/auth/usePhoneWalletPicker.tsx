import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorModal } from '../error-modal/error-modal.store';
import { PhoneWalletPicker } from '../wallet/components/PhoneWalletPicker';
import { isTonConnectPhoneLayout, walletsOnlyInjected, type InjectedUIWallet } from '../wallet/phone-wallets';
import type { LoadedTonConnect } from '../wallet/tonconnect';

interface PhoneWalletPickerOptions {
  /** The user closed the list, or the wallet refused the connection. */
  onCancelled(): void;
}

/**
 * TON Connect UI's phone layout can neither list nor connect an injected wallet (phone-wallets.ts), so at
 * phone width, while one is in the page, "Connect wallet" opens the app's own list of them first. The
 * connection itself is still TON Connect's: `connector.connect({ jsBridgeKey })` with the same ton_proof,
 * as TON Connect UI's desktop modal does for an injected wallet, so the wallet state, restore and
 * sendTransaction stay TON Connect's. Its own list stays one tap away for the other wallets.
 */
export function usePhoneWalletPicker({ onCancelled }: PhoneWalletPickerOptions): {
  /**
   * Opens the app's list when TON Connect's phone layout would miss one of the extra wallets (its
   * `includeWallets`); false when it would not.
   */
  offer(tonConnect: LoadedTonConnect, tonProof: string): boolean;
  picker: ReactNode;
} {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{
    wallets: InjectedUIWallet[];
    tonProof: string;
    tonConnect: LoadedTonConnect;
  } | null>(null);

  const offer = useCallback(({ ui, lib, includeWallets }: LoadedTonConnect, tonProof: string) => {
    if (!isTonConnectPhoneLayout(window.innerWidth, navigator.userAgent)) return false;
    const wallets = walletsOnlyInjected(includeWallets, (key) => lib.TonConnect.isWalletInjected(key));
    if (wallets.length === 0) return false;
    setShown({ wallets, tonProof, tonConnect: { ui, lib, includeWallets } });
    return true;
  }, []);

  const connect = (
    wallet: InjectedUIWallet,
    tonProof: string,
    { ui: { connector }, lib }: LoadedTonConnect,
  ) => {
    setShown(null);
    // docs/product-spec.md §8: 'Wallet not found' when the device picked is no longer among the wallets (the
    // extension was removed or disabled while the list was open)
    if (!lib.TonConnect.isWalletInjected(wallet.jsBridgeKey)) {
      showErrorModal({ message: t('auth.error.wallet-not-found') });
      onCancelled();
      return;
    }
    // A refusal reaches only the status listeners' error handlers; there is no TON Connect modal to show it.
    const stop = connector.onStatusChange(
      () => stop(),
      () => {
        stop();
        onCancelled();
      },
    );
    try {
      connector.connect({ jsBridgeKey: wallet.jsBridgeKey }, { tonProof });
    } catch (error) {
      stop();
      console.warn('wallet connect failed', error);
      onCancelled();
    }
  };

  const picker = shown && (
    <PhoneWalletPicker
      wallets={shown.wallets}
      onPick={(wallet) => connect(wallet, shown.tonProof, shown.tonConnect)}
      onOtherWallets={() => {
        setShown(null);
        void shown.tonConnect.ui.openModal();
      }}
      onClose={() => {
        setShown(null);
        onCancelled();
      }}
    />
  );
  return { offer, picker };
}
