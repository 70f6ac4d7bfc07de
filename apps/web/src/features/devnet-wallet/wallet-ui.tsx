import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import devnetEn from '../../locales/devnet-wallet/en.json';
import devnetRu from '../../locales/devnet-wallet/ru.json';
import { ModalContainerContext } from '../../components/ui/Modal';
import { languagePreference } from '../language/language';
import type { WalletUi } from './bridge';
import { WalletDialogs } from './components/WalletDialogs';
import { pendingRequestStore, type PendingRequest } from './wallet-ui.store';

export const WALLET_ROOT_ID = 'atoll-devnet-wallet-root';

/** Shows a request and waits for the user; a newer request rejects the one still open. */
function ask<T>(build: (resolve: (value: T) => void) => PendingRequest): Promise<T> {
  const previous = pendingRequestStore.get();
  if (previous?.kind === 'connect') previous.resolve(null);
  else previous?.resolve(false);
  return new Promise<T>((resolve) => pendingRequestStore.set(build(resolve)));
}

/** The wallet's popup: its own React root and DOM node, apart from the app, like an extension's. */
export function createWalletUi(tonapiUrl: string): WalletUi {
  let mounted = false;
  const mount = () => {
    if (mounted) return;
    mounted = true;
    const host = document.createElement('div');
    host.id = WALLET_ROOT_ID;
    // An extension's popup is a window of its own: clicks in it never reach the page. TON Connect UI
    // closes its modals on a click outside them, and closing the confirm modal aborts sendTransaction
    // ('Transaction was not sent') even when the wallet then signs. The dialogs render in here
    // (ModalContainerContext), so their clicks stop at this node.
    host.addEventListener('click', (event) => event.stopPropagation());
    document.body.appendChild(host);
    const language = languagePreference.read();
    const i18n = createI18n({ language });
    // The wallet's own texts come with this devnet-only chunk, not with every build's entry: English now,
    // Russian once the entry's Russian texts have loaded (a bundle added earlier would stop that load).
    i18n.addResourceBundle('en', 'translation', devnetEn, true, false);
    if (language === 'ru')
      void i18n
        .loadLanguages('ru')
        .then(() => i18n.addResourceBundle('ru', 'translation', devnetRu, true, false));
    createRoot(host).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ModalContainerContext.Provider value={host}>
            <WalletDialogs tonapiUrl={tonapiUrl} />
          </ModalContainerContext.Provider>
        </I18nextProvider>
      </StrictMode>,
    );
  };

  return {
    approveConnect(request) {
      mount();
      return ask((resolve) => ({ kind: 'connect', ...request, resolve }));
    },
    approveTransfer(request) {
      mount();
      return ask((resolve) => ({ kind: 'transfer', ...request, resolve }));
    },
    approveSignData(request) {
      mount();
      return ask((resolve) => ({ kind: 'sign-data', ...request, resolve }));
    },
  };
}
