import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAuthApi } from '../features/auth/auth.api';
import { createTokenStore } from '../features/auth/token-storage';
import { WalletLoginProvider } from '../features/auth/WalletLoginProvider';
import { useLanguage } from '../features/language/useLanguage';
import { toTonConnectTheme } from '../features/theme/theme';
import { ThemeProvider, useTheme } from '../features/theme/ThemeProvider';
import { applyTonConnectPreferences, useTonConnect } from '../features/wallet/tonconnect';
import { env } from './env';

/** TON Connect UI (once loaded) follows the theme and language chosen in the app. */
function TonConnectPreferencesSync() {
  const tonConnect = useTonConnect();
  const { preference } = useTheme();
  const { language } = useLanguage();
  useEffect(() => {
    if (!tonConnect) return;
    applyTonConnectPreferences(tonConnect.ui, toTonConnectTheme(preference), language);
  }, [tonConnect, preference, language]);
  return null;
}

/** The app's one query cache; main.tsx makes it before the first render, so that a page can fill it first. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 2000 } } });
}

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  const [auth] = useState(() => ({ api: createAuthApi(env.apiUrl), tokens: createTokenStore() }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <TonConnectPreferencesSync />
          <WalletLoginProvider api={auth.api} tokens={auth.tokens}>
            {children}
          </WalletLoginProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
