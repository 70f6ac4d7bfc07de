import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import type { InjectedUIWallet } from '../phone-wallets';
import '../phone-wallet-picker.css';

interface PhoneWalletPickerProps {
  /** The injected wallets TON Connect UI's phone layout cannot list (phone-wallets.ts). */
  wallets: InjectedUIWallet[];
  onPick(wallet: InjectedUIWallet): void;
  /** On to TON Connect UI's own list: the wallets it reaches by link or QR code. */
  onOtherWallets(): void;
  onClose(): void;
}

/** "Connect wallet" at phone width while an injected wallet is in the page. */
export function PhoneWalletPicker({ wallets, onPick, onOtherWallets, onClose }: PhoneWalletPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('wallet.connect')}
      onClose={onClose}
      testId="phone-wallet-picker"
      footer={
        <button type="button" className="button button--secondary button--wide" onClick={onOtherWallets}>
          {t('wallet.other-wallets')}
        </button>
      }
    >
      <ul className="phone-wallet-list">
        {wallets.map((wallet) => (
          <li key={wallet.appName}>
            <button type="button" className="phone-wallet" onClick={() => onPick(wallet)}>
              <img className="phone-wallet__icon" src={wallet.imageUrl} alt="" />
              <span className="phone-wallet__text">
                <span className="phone-wallet__name">{wallet.name}</span>
                <span className="phone-wallet__status">{t('wallet.installed')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
