import type { UIWallet } from '@tonconnect/ui-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './app/env';
import { createI18n } from './app/i18n';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRouter } from './app/router';
import { preloadRoute } from './app/routes';
import { languagePreference } from './features/language/language';
import { themePreference, toTonConnectTheme } from './features/theme/theme';
import { configureTonConnect } from './features/wallet/tonconnect';
import './styles.css';

/** The extra wallets of TON Connect's list, loaded with it: after the first render, not before. */
async function extraWallets(): Promise<UIWallet[]> {
  // __DEVNET_WALLET__ is a build-time literal: on testnet and mainnet builds this branch and the
  // chunk it imports are removed. TON Connect waits for it before it restores a session.
  if (__DEVNET_WALLET__ && env.chain === 'devnet') {
    const { installDevnetWallet } = await import('./features/devnet-wallet');
    return [installDevnetWallet({ tonapiUrl: env.tonapiUrl })];
  }
  return [];
}

async function bootstrap() {
  const language = languagePreference.read();
  document.documentElement.lang = language;
  const i18n = createI18n({ language });
  // A language other than English is a chunk of its own: have it before the first render.
  await i18n.changeLanguage(language).catch(() => undefined);

  configureTonConnect({
    manifestUrl: env.manifestUrl,
    includeWallets: extraWallets,
    language: () => (i18n.language === 'ru' ? 'ru' : 'en'),
    theme: () => toTonConnectTheme(themePreference.read()),
  });

  // the first route's page, its texts and the answer it draws from, so that it draws with the shell
  const queryClient = createQueryClient();
  await preloadRoute(window.location.pathname, queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
