import { feeTierText } from '../../../lib/fees';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { env } from '../../../app/env';
import { formatAmount, parseAmount } from '../../../lib/amounts';
import { useStore } from '../../../lib/create-store';
import { NATIVE_TON_ADDRESS, toRawAddress } from '@atoll/chain/address';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { useBalances } from '../../balances/hooks';
import { getPoolsQueryOptions } from '../../swap/queries';
import { deadlineFrom, swapSettingsStore } from '../../swap/swap-settings';
import { LazyTokenPicker } from '../../tokens/components/LazyTokenPicker';
import { customTokensStore } from '../../tokens/custom-tokens';
import { useResolvedToken, useTokenList } from '../../tokens/hooks';
import type { TokenListEntry } from '../../tokens/token-list';
import { defaultFeeTier, feeTierOptions, pairPools, startingPriceWarning } from '../create-pool';
import { depositBlocker, exceeds } from '../deposit-checks';
import { useSendLiquidity } from '../hooks/useSendLiquidity';
import { LOCKED_LP, quoteDeposit } from '../liquidity-math';
import { LP_DECIMALS } from '../pool-model';
import { formatScaledPrice, scaledPrice } from '../pool-price';
import { FeeTierPicker } from './FeeTierPicker';
import { LiquidityActionButton } from './LiquidityActionButton';
import { LiquidityAmountField } from './LiquidityAmountField';
import '../liquidity.css';

const EMPTY_POOL = { reserveX: 0n, reserveY: 0n, lpSupply: 0n };

/** Only an in-app path may be where a confirmed creation leads. */
const inAppPath = (value: string | null) => (value && /^\/app\/[^/]/.test(value) ? value : undefined);

/** `/app/pools/new`: a pair and a free fee tier, the starting price set by the first deposit. */
export default function CreatePoolPage() {
  const { t } = useTranslation('liquidity');
  const [params] = useSearchParams();
  const { connect } = useWalletLogin();
  const balances = useBalances();
  const { tokens } = useTokenList();
  const customs = useStore(customTokensStore);
  const { send, sending } = useSendLiquidity(balances.address);

  const [addressA, setAddressA] = useState<string | null>(
    toRawAddress(params.get('tokenA') ?? '') ?? NATIVE_TON_ADDRESS,
  );
  const [addressB, setAddressB] = useState<string | null>(toRawAddress(params.get('tokenB') ?? ''));
  const [fee, setFee] = useState<number | null>(null);
  const [texts, setTexts] = useState({ a: '', b: '' });
  const [picking, setPicking] = useState<'a' | 'b' | null>(null);
  const { token: tokenA } = useResolvedToken(addressA, tokens);
  const { token: tokenB } = useResolvedToken(addressB, tokens);

  // The chosen tokens count as verified here, so that a pair of unlisted tokens shows its pools too.
  const verified = useMemo(
    () => [...customs.map((token) => token.address), ...[addressA, addressB].filter((a) => a !== null)],
    [customs, addressA, addressB],
  );
  const pools = useQuery(getPoolsQueryOptions(env.apiUrl, verified));
  const pairs = tokenA && tokenB ? pairPools(pools.data ?? [], tokenA.address, tokenB.address) : [];
  const options = feeTierOptions(pairs);
  const freeFee = options.find((option) => option.feeBps === fee && option.pool === null)?.feeBps;
  const feeBps = freeFee ?? defaultFeeTier(options);

  const amountA = tokenA ? parseAmount(texts.a, tokenA.decimals) : null;
  const amountB = tokenB ? parseAmount(texts.b, tokenB.decimals) : null;
  const quote = amountA && amountB ? quoteDeposit(EMPTY_POOL, amountA, amountB, 0n, 0) : null;
  const warning =
    tokenA && amountA && amountB ? startingPriceWarning(pairs, tokenA.address, amountA, amountB) : null;
  const balanceA = tokenA ? balances.balanceOf(tokenA.address) : null;
  const balanceB = tokenB ? balances.balanceOf(tokenB.address) : null;
  const blocker =
    !tokenA || !tokenB
      ? 'select-token'
      : feeBps === null
        ? 'no-tier'
        : depositBlocker({
            connected: balances.address !== null,
            amountX: amountA,
            amountY: amountB,
            balanceX: balanceA,
            balanceY: balanceB,
            quoted: quote !== null,
          });

  const select = (token: TokenListEntry) => {
    const other = picking === 'a' ? addressB : addressA;
    if (other === token.address) {
      setAddressA(addressB);
      setAddressB(addressA);
    } else if (picking === 'a') setAddressA(token.address);
    else setAddressB(token.address);
  };

  const submit = () => {
    if (blocker === 'connect') return void connect();
    if (blocker !== null || !tokenA || !tokenB || !amountA || !amountB || feeBps === null) return;
    if (!env.trust || !balances.address) return;
    const user = balances.address;
    void send({
      type: 'add-initial-liquidity',
      record: {
        token0: tokenA,
        token1: tokenB,
        token0Amount: amountA.toString(),
        token1Amount: amountB.toString(),
      },
      navigateUrlOnSuccess: inAppPath(params.get('navigateUrlOnSuccess')),
      build: async () =>
        (await import('../build-liquidity')).buildCreatePoolMessages({
          sideA: { token: tokenA.address, amount: amountA },
          sideB: { token: tokenB.address, amount: amountB },
          feeBps,
          user,
          deadline: deadlineFrom(Date.now(), swapSettingsStore.get().deadlineMinutes),
          tonapiUrl: env.tonapiUrl,
          trust: env.trust,
        }),
    });
  };

  const price = (base: TokenListEntry, baseAmount: bigint, quoteToken: TokenListEntry, quoteAmount: bigint) =>
    t('liquidity.create.price', {
      base: base.symbol,
      price: formatScaledPrice(scaledPrice(baseAmount, base.decimals, quoteAmount, quoteToken.decimals)),
      quote: quoteToken.symbol,
    });

  return (
    <section className="page pool-create" data-testid="page-pool-create">
      <div className="liquidity card">
        <h1>{t('liquidity.create.title')}</h1>
        {(['a', 'b'] as const).map((side) => (
          <LiquidityAmountField
            key={side}
            id={side}
            token={side === 'a' ? tokenA : tokenB}
            value={texts[side]}
            balance={side === 'a' ? balanceA : balanceB}
            price={(side === 'a' ? tokenA : tokenB)?.price}
            insufficient={exceeds(side === 'a' ? amountA : amountB, side === 'a' ? balanceA : balanceB)}
            onChange={(text) => setTexts((current) => ({ ...current, [side]: text }))}
            onPickToken={() => setPicking(side)}
          />
        ))}
        <span className="field__label">{t('liquidity.create.fee')}</span>
        <FeeTierPicker options={options} value={feeBps} onChange={setFee} />
        {tokenA && tokenB && amountA && amountB ? (
          <div className="liquidity-details--prices" data-testid="pool-create-prices">
            <p data-testid="pool-create-price-ab">{price(tokenA, amountA, tokenB, amountB)}</p>
            <p data-testid="pool-create-price-ba">{price(tokenB, amountB, tokenA, amountA)}</p>
          </div>
        ) : (
          <p className="muted">{t('liquidity.create.price-hint')}</p>
        )}
        {warning && tokenA && tokenB && (
          <p className="liquidity-warning" role="alert" data-testid="pool-create-warning">
            {t('liquidity.create.warning', {
              percent: formatAmount(warning.deviationBps, 2, 2),
              fee: feeTierText(warning.pool.feeBps),
            })}
          </p>
        )}
        <dl className="liquidity-details">
          <dt>{t('liquidity.expected-lp')}</dt>
          <dd data-testid="pool-create-lp">{quote ? formatAmount(quote.lpOut, LP_DECIMALS) : '—'}</dd>
        </dl>
        <p className="liquidity-hint" data-testid="pool-create-lock-hint">
          {t('liquidity.create.lock-hint', { locked: LOCKED_LP.toString() })}
        </p>
        <LiquidityActionButton
          action="create"
          sending={sending}
          blocker={blocker}
          unavailable={env.trust === null}
          onClick={submit}
          testId="pool-create-button"
        />
      </div>
      {picking && (
        <LazyTokenPicker
          tokens={tokens}
          balanceOf={balances.balanceOf}
          onSelect={select}
          onClose={() => setPicking(null)}
        />
      )}
    </section>
  );
}
