import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { formatAmount, parseAmount, toDecimalString } from '../../../lib/amounts';
import { useStore } from '../../../lib/create-store';
import { isNativeTon } from '@atoll/chain/address';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { useBalances } from '../../balances/hooks';
import { deadlineFrom, swapSettingsStore } from '../../swap/swap-settings';
import { useTokenList } from '../../tokens/hooks';
import { depositBlocker, exceeds } from '../deposit-checks';
import { useSendLiquidity } from '../hooks/useSendLiquidity';
import { formatSharePpm, pairedAmount, quoteDeposit } from '../liquidity-math';
import { LP_DECIMALS, type LiquidityPool, type PoolSideToken } from '../pool-model';
import { LiquidityActionButton } from './LiquidityActionButton';
import { LiquidityAmountField } from './LiquidityAmountField';
import { SlippageRow } from './SlippageRow';

/** TON kept back by "Max" for the deposit's gas. */
const MAX_TON_RESERVE = 300_000_000n;

type Side = 'x' | 'y';

/** Both amounts kept in the pool's ratio: typing one side computes the other from the reserves. */
export function AddLiquidityForm({ pool, heldLp }: { pool: LiquidityPool; heldLp: bigint }) {
  const { t } = useTranslation('liquidity');
  const { connect } = useWalletLogin();
  const balances = useBalances();
  const { tokens } = useTokenList();
  const settings = useStore(swapSettingsStore);
  const { send, sending } = useSendLiquidity(balances.address);
  const [typed, setTyped] = useState<{ side: Side; text: string }>({ side: 'x', text: '' });

  const { tokenX, tokenY } = pool;
  const tokenOf = (side: Side) => (side === 'x' ? tokenX : tokenY);
  const typedAmount = parseAmount(typed.text, tokenOf(typed.side).decimals);
  const [reserveTyped, reserveOther] =
    typed.side === 'x' ? [pool.reserveX, pool.reserveY] : [pool.reserveY, pool.reserveX];
  const otherAmount = typedAmount === null ? null : pairedAmount(typedAmount, reserveTyped, reserveOther);
  const amountX = typed.side === 'x' ? typedAmount : otherAmount;
  const amountY = typed.side === 'y' ? typedAmount : otherAmount;
  const quote =
    amountX && amountY ? quoteDeposit(pool, amountX, amountY, heldLp, settings.slippageBps) : null;

  const balanceX = balances.balanceOf(tokenX.address);
  const balanceY = balances.balanceOf(tokenY.address);
  const blocker = depositBlocker({
    connected: balances.address !== null,
    amountX,
    amountY,
    balanceX,
    balanceY,
    quoted: quote !== null,
  });

  const textOf = (side: Side) => {
    if (side === typed.side) return typed.text;
    const amount = side === 'x' ? amountX : amountY;
    return amount ? toDecimalString(amount, tokenOf(side).decimals) : '';
  };
  const priceOf = (token: PoolSideToken) => tokens.find((entry) => entry.address === token.address)?.price;
  const maxOf = (side: Side) => {
    const balance = side === 'x' ? balanceX : balanceY;
    if (balance === null) return;
    const token = tokenOf(side);
    const max = isNativeTon(token.address) ? balance - MAX_TON_RESERVE : balance;
    setTyped({ side, text: toDecimalString(max > 0n ? max : 0n, token.decimals) });
  };

  const submit = () => {
    if (blocker === 'connect') return void connect();
    if (blocker !== null || !quote || !amountX || !amountY || !balances.address) return;
    const user = balances.address;
    void send({
      type: 'add-liquidity',
      record: {
        token0: tokenX,
        token1: tokenY,
        token0Amount: amountX.toString(),
        token1Amount: amountY.toString(),
      },
      build: async () =>
        (await import('../build-liquidity')).buildAddLiquidityMessages({
          pool: pool.address,
          feeBps: pool.feeBps,
          sideX: { token: tokenX.address, amount: amountX },
          sideY: { token: tokenY.address, amount: amountY },
          minLpOut: quote.minLpOut,
          user,
          deadline: deadlineFrom(Date.now(), swapSettingsStore.get().deadlineMinutes),
          tonapiUrl: env.tonapiUrl,
          trust: env.trust,
        }),
    }).then((sent) => {
      // the wallet took it: the amounts clear, so a second click sends nothing twice
      if (sent) setTyped({ side: 'x', text: '' });
    });
  };

  return (
    <div className="liquidity-form" data-testid="liquidity-add">
      {(['x', 'y'] as const).map((side) => (
        <LiquidityAmountField
          key={side}
          id={side}
          token={tokenOf(side)}
          value={textOf(side)}
          balance={side === 'x' ? balanceX : balanceY}
          price={priceOf(tokenOf(side))}
          insufficient={exceeds(side === 'x' ? amountX : amountY, side === 'x' ? balanceX : balanceY)}
          onChange={(text) => setTyped({ side, text })}
          onMax={() => maxOf(side)}
        />
      ))}
      <dl className="liquidity-details" data-testid="liquidity-add-details">
        <dt>{t('liquidity.expected-lp')}</dt>
        <dd data-testid="liquidity-expected-lp">{quote ? formatAmount(quote.lpOut, LP_DECIMALS) : '—'}</dd>
        <dt>{t('liquidity.min-lp')}</dt>
        <dd data-testid="liquidity-min-lp">{quote ? formatAmount(quote.minLpOut, LP_DECIMALS) : '—'}</dd>
        <dt>{t('liquidity.share-after')}</dt>
        <dd data-testid="liquidity-share">{quote ? formatSharePpm(quote.sharePpm) : '—'}</dd>
      </dl>
      <SlippageRow />
      <LiquidityActionButton
        action="add"
        sending={sending}
        blocker={blocker}
        onClick={submit}
        testId="liquidity-add-button"
      />
    </div>
  );
}
