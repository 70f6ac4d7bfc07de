import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TonConnectUIProvider, useTonConnectUI, type UIWallet } from '@tonconnect/ui-react';
import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAuthApi } from '../features/auth/auth.api';
import { createTokenStore } from '../features/auth/token-storage';
import { WalletLoginProvider } from '../features/auth/WalletLoginProvider';
import { useLanguage } from '../features/language/useLanguage';
import { themePreference, toTonConnectTheme } from '../features/theme/theme';
import { ThemeProvider, useTheme } from '../features/theme/ThemeProvider';
import { env } from './env';

/** TonConnectUIProvider reads its props once: later theme and language changes go through setOptions. */
function TonConnectPreferencesSync() {
  const [, setOptions] = useTonConnectUI();
  const { preference } = useTheme();
  const { language } = useLanguage();
  useEffect(() => {
    setOptions({ uiPreferences: { theme: toTonConnectTheme(preference) }, language });
  }, [setOptions, preference, language]);
  return null;
}

interface AppProvidersProps {
  i18n: i18n;
  /** Extra wallets for the TON Connect list (the devnet wallet on the local chain). */
  includeWallets: UIWallet[];
  children: ReactNode;
}

export function AppProviders({ i18n, includeWallets, children }: AppProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 2000 } } }),
  );
  const [auth] = useState(() => ({ api: createAuthApi(env.apiUrl), tokens: createTokenStore() }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <TonConnectUIProvider
            manifestUrl={env.manifestUrl}
            analytics={{ mode: 'off' }}
            language={i18n.language === 'ru' ? 'ru' : 'en'}
            uiPreferences={{ theme: toTonConnectTheme(themePreference.read()) }}
            walletsListConfiguration={{ includeWallets }}
          >
            <TonConnectPreferencesSync />
            <WalletLoginProvider api={auth.api} tokens={auth.tokens} includeWallets={includeWallets}>
              {children}
            </WalletLoginProvider>
          </TonConnectUIProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
