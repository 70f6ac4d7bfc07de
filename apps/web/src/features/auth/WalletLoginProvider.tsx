import type { Wallet } from '@tonconnect/ui-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../app/analytics';
import { showErrorModal } from '../error-modal/error-modal.store';
import { signedInWalletStore } from './signed-in.store';
import type { AuthApi } from './auth.api';
import { fetchProofPayload, verifyWallet } from './login.flow';
import {
  failureShowsModal,
  initialLoginState,
  LOGIN_FAILURE_MESSAGE_KEYS,
  loginReducer,
  planLogin,
  type LoginFailure,
  type LoginState,
} from './login.fns';
import { hasStoredSession, loadTonConnect, useTonConnect } from '../wallet/tonconnect';
import type { TokenStore } from './token-storage';
import { usePhoneWalletPicker } from './usePhoneWalletPicker';

/** docs/product-spec.md §9: the restoring flag clears 100 ms after the restore attempt. */
export const RESTORE_SETTLE_DELAY_MS = 100;

interface WalletLoginValue extends LoginState {
  /** Fetches a proof payload, hands it to TON Connect, then opens the wallets modal (or the phone list). */
  connect(): Promise<void>;
  disconnect(): Promise<void>;
}

const WalletLoginContext = createContext<WalletLoginValue | null>(null);

interface WalletLoginProviderProps {
  api: AuthApi;
  tokens: TokenStore;
  children: ReactNode;
}

/** Restoring only when TON Connect has a session to restore; else 'Connect wallet' from the first paint. */
const startState = (): LoginState => ({ ...initialLoginState, restoring: hasStoredSession() });

export function WalletLoginProvider({ api, tokens, children }: WalletLoginProviderProps) {
  const { t } = useTranslation();
  const tonConnect = useTonConnect();
  const tonConnectUI = tonConnect?.ui ?? null;
  const [state, dispatch] = useReducer(loginReducer, undefined, startState);
  // Status changes can overlap (restore, then a new connect): only the latest one may act.
  const generation = useRef(0);

  const reject = useCallback(
    (failure: LoginFailure) => {
      dispatch({ type: 'failed', failure });
      const message = t(LOGIN_FAILURE_MESSAGE_KEYS[failure]);
      if (failureShowsModal(failure)) showErrorModal({ message });
      else console.warn(`wallet login: ${message}`);
    },
    [t],
  );

  // A stored session: TON Connect loads now, after the first render, and restores it.
  useEffect(() => {
    if (!hasStoredSession()) return;
    loadTonConnect().catch((error: unknown) => {
      console.error('TON Connect unavailable', error);
      dispatch({ type: 'restore-settled' });
    });
  }, []);

  useEffect(() => {
    if (!tonConnectUI) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void tonConnectUI.connectionRestored.then(() => {
      timer = setTimeout(() => dispatch({ type: 'restore-settled' }), RESTORE_SETTLE_DELAY_MS);
    });
    return () => clearTimeout(timer);
  }, [tonConnectUI]);

  useEffect(() => {
    if (!tonConnectUI) return;
    const handle = async (wallet: Wallet | null) => {
      const current = ++generation.current;
      if (!wallet) {
        dispatch({ type: 'wallet-cleared' });
        return;
      }
      dispatch({ type: 'verifying' });
      const outcome = await verifyWallet(wallet, { api, tokens, now: () => Math.floor(Date.now() / 1000) });
      if (current !== generation.current) return;
      if (outcome.ok) {
        dispatch({ type: 'signed-in', address: outcome.address });
        // docs/product-spec.md §4: tracked on the proof path only (a new connection), never on a restore
        if (planLogin(wallet).kind === 'verify-proof') track({ name: 'wallet_connected' });
        return;
      }
      reject(outcome.failure);
      await tonConnectUI.disconnect().catch(() => undefined);
    };
    const unsubscribe = tonConnectUI.onStatusChange((wallet) => void handle(wallet));
    // A restore that finished before this effect ran has already announced its wallet.
    if (tonConnectUI.wallet) void handle(tonConnectUI.wallet);
    return unsubscribe;
  }, [tonConnectUI, api, tokens, reject]);

  const cancelled = useCallback(() => {
    dispatch({ type: 'modal-cancelled' });
    track({ name: 'connection_cancelled' });
  }, []);

  // who is signed in, for what runs outside this context (the status modal's trace polling)
  useEffect(() => signedInWalletStore.set(state.address), [state.address]);
  const { offer: offerPhoneList, picker: phonePicker } = usePhoneWalletPicker({ onCancelled: cancelled });

  useEffect(() => {
    if (!tonConnectUI) return;
    return tonConnectUI.onModalStateChange((modal) => {
      if (modal.status === 'closed' && modal.closeReason === 'action-cancelled') cancelled();
    });
  }, [tonConnectUI, cancelled]);

  const connect = useCallback(async () => {
    dispatch({ type: 'connect-started' });
    // first use: the library loads while the proof payload is fetched
    const [loaded, payload] = await Promise.all([
      loadTonConnect().catch((error: unknown) => error as Error),
      fetchProofPayload(api),
    ]);
    if (loaded instanceof Error) {
      dispatch({ type: 'modal-cancelled' });
      showErrorModal({ message: t('wallet.unavailable') });
      console.error('TON Connect unavailable', loaded);
      return;
    }
    const { ui } = loaded;
    if (!payload.ok) {
      ui.setConnectRequestParameters(null);
      reject(payload.failure);
      return;
    }
    // The payload must be in place before the modal opens: a wallet signs whatever it gets then.
    ui.setConnectRequestParameters({ state: 'ready', value: { tonProof: payload.payload } });
    if (offerPhoneList(loaded, payload.payload)) return;
    await ui.openModal();
  }, [api, reject, offerPhoneList, t]);

  const disconnect = useCallback(async () => {
    tokens.clear();
    await tonConnectUI?.disconnect();
  }, [tonConnectUI, tokens]);

  const value = useMemo(() => ({ ...state, connect, disconnect }), [state, connect, disconnect]);
  return (
    <WalletLoginContext.Provider value={value}>
      {children}
      {phonePicker}
    </WalletLoginContext.Provider>
  );
}

export function useWalletLogin(): WalletLoginValue {
  const value = useContext(WalletLoginContext);
  if (!value) throw new Error('useWalletLogin must be used inside <WalletLoginProvider>');
  return value;
}
