import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimalString } from '../../../lib/amounts';
import { useStore } from '../../../lib/create-store';
import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { useBalances } from '../../balances/hooks';
import { LazyTokenPicker, loadTokenPicker } from '../../tokens/components/LazyTokenPicker';
import { customTokensStore } from '../../tokens/custom-tokens';
import { useResolvedToken, useTokenList } from '../../tokens/hooks';
import type { TokenListEntry } from '../../tokens/token-list';
import { BuySafetyNotice } from '../../token-safety/components/BuySafetyNotice';
import { useBuySafety } from '../../token-safety/hooks';
import { isSafetyBlocker } from '../../token-safety/token-safety';
import { useSendSwap } from '../hooks/useSendSwap';
import { useSwapQuote } from '../hooks/useSwapQuote';
import type { SwapMode } from '../routing';
import { swapBlocker } from '../send-checks';
import { swapSettingsStore } from '../swap-settings';
import { TokenAmountField } from './TokenAmountField';
import { TradeSwitch } from './TradeSwitch';

// Parts that are not needed for the first paint load on demand and are prefetched once the page is
// idle: the token picker (it carries fuse.js), the quote details and the settings panel.
const loadDetails = () => import('./SwapDetails');
const loadSettings = () => import('./SwapSettingsPanel');
const SwapDetails = lazy(loadDetails);
const SwapSettingsPanel = lazy(loadSettings);
const PREFETCH_DELAY_MS = 1500;

/** TON kept back by "Max" for the swap's gas. */
const MAX_TON_RESERVE = 200_000_000n;

interface SwapFormProps {
  initialToken?: string;
  /** Told the selected pair whenever it changes (the swap page's price and markets panel). */
  onTokensChange?(pair: [from: string | null, to: string | null]): void;
}

export function SwapForm({ initialToken, onTokensChange }: SwapFormProps) {
  const { t } = useTranslation();
  const { connect } = useWalletLogin();
  const { tokens } = useTokenList();
  const customs = useStore(customTokensStore);
  const settings = useStore(swapSettingsStore);
  const balances = useBalances();
  const { send, sending } = useSendSwap(balances.address);

  const [fromAddress, setFromAddress] = useState<string | null>(initialToken ?? NATIVE_TON_ADDRESS);
  const [toAddress, setToAddress] = useState<string | null>(null);
  const [mode, setMode] = useState<SwapMode>('exact-in');
  const [text, setText] = useState('');
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [showSettings, setShowSettings] = useState(false);

  useEffect(() => {
    const idle = setTimeout(() => {
      for (const load of [loadDetails, loadTokenPicker, loadSettings]) void load().catch(() => undefined);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(idle);
  }, []);

  useEffect(() => onTokensChange?.([fromAddress, toAddress]), [fromAddress, toAddress, onTokensChange]);

  const { token: tokenIn } = useResolvedToken(fromAddress, tokens);
  const { token: tokenOut } = useResolvedToken(toAddress, tokens);
  const customAddresses = useMemo(() => customs.map((token) => token.address), [customs]);
  const quote = useSwapQuote({
    tokenIn,
    tokenOut,
    mode,
    text,
    slippageBps: settings.slippageBps,
    customTokens: customAddresses,
  });
  const { route, limits } = quote;

  const balanceIn = tokenIn ? balances.balanceOf(tokenIn.address) : null;
  const buySafety = useBuySafety(tokenOut);
  const blocker = swapBlocker({
    connected: balances.address !== null,
    tokensSelected: Boolean(tokenIn && tokenOut),
    amountEntered: quote.amount !== null && quote.amount > 0n,
    poolsLoaded: quote.poolsLoaded,
    routeFound: route !== null,
    amountIn: quote.requiredIn,
    balanceIn,
    impactBlocked: quote.impactLevel === 'blocked',
    buySafety,
  });

  const quotedText = (side: 'from' | 'to') => {
    const typed = (mode === 'exact-in') === (side === 'from');
    if (typed) return text;
    if (!route) return '';
    return side === 'from'
      ? toDecimalString(route.amountIn, tokenIn?.decimals ?? 9)
      : toDecimalString(route.amountOut, tokenOut?.decimals ?? 9);
  };

  const select = (token: TokenListEntry) => {
    const other = picking === 'from' ? toAddress : fromAddress;
    if (other === token.address) flip();
    else if (picking === 'from') setFromAddress(token.address);
    else setToAddress(token.address);
  };

  function flip() {
    setFromAddress(toAddress);
    setToAddress(fromAddress);
    setMode(mode === 'exact-in' ? 'exact-out' : 'exact-in');
  }

  const onButton = () => {
    if (blocker === 'connect') void connect();
    else if (blocker === null && route && limits && tokenIn && tokenOut)
      // once the wallet took it the amounts clear: a second click must not send the same swap again
      void send({ route, limits, tokenIn, tokenOut }).then((sent) => {
        if (sent) setText('');
      });
  };

  const label = sending
    ? t('swap.button.sending')
    : blocker === null
      ? t('swap.button.swap')
      : blocker === 'connect'
        ? t('wallet.connect')
        : blocker === 'insufficient-balance'
          ? t('swap.button.insufficient-balance', { symbol: tokenIn?.symbol ?? '' })
          : isSafetyBlocker(blocker)
            ? t(`safety.button.${blocker}`)
            : t(`swap.button.${blocker}`);

  return (
    <div className="swap card" data-testid="swap-form">
      <div className="swap__header">
        <TradeSwitch current="swap" />
        <h1 className="visually-hidden">{t('swap.title')}</h1>
        <button
          type="button"
          className="icon-button"
          aria-label={t('swap.settings')}
          aria-expanded={showSettings}
          onClick={() => setShowSettings(!showSettings)}
        >
          ⚙
        </button>
      </div>
      {showSettings && (
        <Suspense fallback={null}>
          <SwapSettingsPanel />
        </Suspense>
      )}
      <TokenAmountField
        id="from"
        label={t('swap.from')}
        token={tokenIn}
        value={quotedText('from')}
        balance={balanceIn}
        quoted={mode === 'exact-out'}
        onChange={(value) => {
          setMode('exact-in');
          setText(value);
        }}
        onPickToken={() => setPicking('from')}
        onMax={() => {
          if (!tokenIn || balanceIn === null) return;
          const max = tokenIn.address === NATIVE_TON_ADDRESS ? balanceIn - MAX_TON_RESERVE : balanceIn;
          setMode('exact-in');
          setText(toDecimalString(max > 0n ? max : 0n, tokenIn.decimals));
        }}
      />
      <button type="button" className="swap__flip icon-button" aria-label={t('swap.switch')} onClick={flip}>
        ↓
      </button>
      <TokenAmountField
        id="to"
        label={t('swap.to')}
        token={tokenOut}
        value={quotedText('to')}
        balance={tokenOut ? balances.balanceOf(tokenOut.address) : null}
        quoted={mode === 'exact-in'}
        onChange={(value) => {
          setMode('exact-out');
          setText(value);
        }}
        onPickToken={() => setPicking('to')}
      />
      {tokenOut && <BuySafetyNotice token={tokenOut} safety={buySafety} />}
      {route && limits && tokenIn && tokenOut && blocker !== 'insufficient-balance' && (
        <Suspense fallback={null}>
          <SwapDetails
            route={route}
            limits={limits}
            impactBps={quote.impactBps}
            slippageBps={settings.slippageBps}
            tokenIn={tokenIn}
            tokenOut={tokenOut}
            symbolOf={(address) => tokens.find((token) => token.address === address)?.symbol ?? 'UNKN'}
          />
        </Suspense>
      )}
      {quote.poolsError && (
        <p className="error-text">{t('swap.pools-error', { message: quote.poolsError.message })}</p>
      )}
      <button
        type="button"
        className="button button--primary button--wide button--large"
        disabled={sending || (blocker !== null && blocker !== 'connect')}
        onClick={onButton}
        data-testid="swap-button"
      >
        {label}
      </button>
      {picking && (
        <LazyTokenPicker
          tokens={tokens}
          balanceOf={balances.balanceOf}
          onSelect={select}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}
