import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import {
  deriveAccount,
  isValidMnemonic,
  parseDevnetWallets,
  splitMnemonic,
  type AccountSecret,
} from '../accounts';
import { loadImportedAccounts, saveImportedAccount } from '../session';
import { getDevnetInfo } from '../tonapi';
import type { PendingRequest } from '../wallet-ui.store';

interface ConnectDialogProps {
  request: Extract<PendingRequest, { kind: 'connect' }>;
  tonapiUrl: string;
  onDone(): void;
}

type Accounts =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; list: AccountSecret[] };

/** Pick one of the devnet's demo wallets (or an imported mnemonic) and approve the connection. */
export function ConnectDialog({ request, tonapiUrl, onDone }: ConnectDialogProps) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<Accounts>({ state: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [mnemonic, setMnemonic] = useState('');
  const [importError, setImportError] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getDevnetInfo(tonapiUrl)
      .then((info) => parseDevnetWallets(info))
      .catch((error: unknown) => {
        if (loadImportedAccounts().length === 0) throw error;
        return [];
      })
      .then((list) => {
        if (!live) return;
        const all = [...list, ...loadImportedAccounts()];
        setAccounts({ state: 'ready', list: all });
        setSelected((current) => current ?? all[0]?.name ?? null);
      })
      .catch((error: unknown) => live && setAccounts({ state: 'error', message: String(error) }));
    return () => {
      live = false;
    };
  }, [tonapiUrl]);

  const list = accounts.state === 'ready' ? accounts.list : [];

  const importMnemonic = async () => {
    const words = splitMnemonic(mnemonic);
    if (!(await isValidMnemonic(words))) {
      setImportError(true);
      return;
    }
    const secret = {
      name: t('devnet-wallet.import.name', { index: loadImportedAccounts().length + 1 }),
      mnemonic: words,
    };
    saveImportedAccount(secret);
    setAccounts({
      state: 'ready',
      list: [...list.filter((a) => a.mnemonic.join(' ') !== words.join(' ')), secret],
    });
    setSelected(secret.name);
    setMnemonic('');
    setImportError(false);
  };

  const finish = (account: Parameters<typeof request.resolve>[0]) => {
    request.resolve(account);
    onDone();
  };

  const approve = async () => {
    const secret = list.find((account) => account.name === selected);
    if (!secret) return;
    setBusy(true);
    finish(await deriveAccount(secret));
  };

  return (
    <Modal
      open
      title={t('devnet-wallet.connect.title', { host: request.host })}
      onClose={() => finish(null)}
      closeOnOutsideClick={false}
      testId="devnet-wallet-connect"
      footer={
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => finish(null)}
            data-testid="devnet-wallet-reject"
          >
            {t('devnet-wallet.reject')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!selected || busy}
            onClick={() => void approve()}
            data-testid="devnet-wallet-approve"
          >
            {t('devnet-wallet.connect.approve')}
          </button>
        </div>
      }
    >
      <p className="muted">{t('devnet-wallet.connect.description')}</p>
      {accounts.state === 'loading' && <Spinner label={t('devnet-wallet.accounts-loading')} />}
      {accounts.state === 'error' && (
        <p className="error-text">{t('devnet-wallet.accounts-error', { message: accounts.message })}</p>
      )}
      <fieldset className="account-list">
        <legend>{t('devnet-wallet.account')}</legend>
        {list.map((account) => (
          <label key={account.name} className="account-list__item">
            <input
              type="radio"
              name="devnet-account"
              value={account.name}
              checked={selected === account.name}
              onChange={() => setSelected(account.name)}
              data-testid={`devnet-account-${account.name}`}
            />
            <span>{account.name}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">{t('devnet-wallet.import.label')}</span>
        <textarea
          rows={3}
          value={mnemonic}
          onChange={(event) => setMnemonic(event.target.value)}
          data-testid="devnet-wallet-mnemonic"
        />
      </label>
      {importError && <p className="error-text">{t('devnet-wallet.import.invalid')}</p>}
      <button
        type="button"
        className="button button--ghost"
        disabled={!mnemonic.trim()}
        onClick={() => void importMnemonic()}
      >
        {t('devnet-wallet.import.button')}
      </button>
    </Modal>
  );
}
