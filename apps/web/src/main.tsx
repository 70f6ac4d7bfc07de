import type { UIWallet } from '@tonconnect/ui-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './app/env';
import { createI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { languagePreference } from './features/language/language';
import './styles.css';

async function bootstrap() {
  const language = languagePreference.read();
  document.documentElement.lang = language;
  const i18n = createI18n({ language });
  // A language other than English is a chunk of its own: have it before the first render.
  await i18n.changeLanguage(language).catch(() => undefined);

  const includeWallets: UIWallet[] = [];
  // __DEVNET_WALLET__ is a build-time literal: on testnet and mainnet builds this branch and the
  // chunk it imports are removed. The wallet must be injected before TON Connect restores a session.
  if (__DEVNET_WALLET__ && env.chain === 'devnet') {
    try {
      const { installDevnetWallet } = await import('./features/devnet-wallet');
      includeWallets.push(installDevnetWallet({ tonapiUrl: env.tonapiUrl }));
    } catch (error) {
      console.error('devnet wallet unavailable', error);
    }
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders i18n={i18n} includeWallets={includeWallets}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
