import type { Order } from '@atoll/shared';
import { useMemo, useState } from 'react';
import { NATIVE_TON_ADDRESS, toRawAddress } from '@atoll/chain/address';
import { formatAmount, parseAmount, toDecimalString } from '../../../lib/amounts';
import { useStore } from '../../../lib/create-store';
import { useBalances } from '../../balances/hooks';
import { useBuySafety } from '../../token-safety/hooks';
import { customTokensStore } from '../../tokens/custom-tokens';
import { useResolvedToken, useTokenList } from '../../tokens/hooks';
import { DEFAULT_EXPIRY, type ExpiryChoice, dateTimeLocal, expiryOf } from '../expiry';
import { limitBlocker } from '../limit-checks';
import { fieldText, invertPrice, limitPriceOf, priceOfTrade, receiveAtPrice } from '../limit-price';
import { editFees, placeFees } from '../order-fees';
import type { PlaceOrderRequest } from '../send-order';
import { useLimitMarket } from './useLimitMarket';
import { useOrderConstants } from './useOrderConstants';

const DAY_MS = 86_400_000;

/** The limit form's state and everything derived from it; `editing` starts it from an open order's terms. */
export function useLimitForm(editing: Order | null) {
  const { tokens } = useTokenList();
  const customs = useStore(customTokensStore);
  const balances = useBalances();
  const constants = useOrderConstants();

  const [sellAddress, setSellAddress] = useState<string | null>(editing?.sell_token ?? NATIVE_TON_ADDRESS);
  const [buyAddress, setBuyAddress] = useState<string | null>(editing?.buy_token ?? null);
  // null: not typed yet (an edited order's amount shows until then)
  const [typedAmount, setAmountText] = useState<string | null>(editing ? null : '');
  const [priceText, setPriceText] = useState('');
  const [inverted, setInverted] = useState(false);
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  const [customExpiry, setCustomExpiry] = useState(() => dateTimeLocal(Date.now() + DAY_MS));
  const [rewardText, setRewardText] = useState<string | null>(
    editing ? toDecimalString(BigInt(editing.reward), 9) : null,
  );
  const [partial, setPartial] = useState(editing?.partial ?? false);
  const [minFillText, setMinFillText] = useState('');

  const { token: sell } = useResolvedToken(sellAddress, tokens);
  const { token: buy } = useResolvedToken(buyAddress, tokens);
  const customAddresses = useMemo(() => customs.map((token) => token.address), [customs]);
  const amountText =
    typedAmount ?? (editing && sell ? toDecimalString(BigInt(editing.sell_amount), sell.decimals) : '');
  const sellAmount = sell ? parseAmount(amountText, sell.decimals) : null;
  const market = useLimitMarket(sell, buy, sellAmount, customAddresses);
  const decimals = sell && buy ? { sell: sell.decimals, buy: buy.decimals } : null;

  // An edited order's price, once both tokens' decimals are known.
  const editedPrice =
    editing && decimals && priceText === ''
      ? priceOfTrade(BigInt(editing.sell_amount), BigInt(editing.min_buy_amount), decimals)
      : null;
  const shownPriceText = editedPrice !== null ? fieldText(editedPrice, inverted) : priceText;
  const price = limitPriceOf(shownPriceText, inverted);
  const receive =
    sellAmount !== null && price !== null && decimals ? receiveAtPrice(sellAmount, price, decimals) : null;
  const reward = rewardText === null ? (constants?.DEFAULT_ORDER_REWARD ?? null) : parseAmount(rewardText, 9);
  const minFill = sell ? (parseAmount(minFillText, sell.decimals) ?? 0n) : 0n;
  const expiryResult = expiryOf(expiry, customExpiry, Date.now());
  const balance = sell ? balances.balanceOf(sell.address) : null;

  const buySafety = useBuySafety(buy);
  const blocker = limitBlocker({
    tokensSelected: Boolean(sell && buy),
    buySafety,
    sellAmount,
    amountTyped: amountText !== '',
    limitPrice: price,
    expiryError: expiryResult.ok ? null : expiryResult.error,
    reward,
    connected: balances.address !== null,
    balance,
    partial,
    minFill,
    marketPrice: market.marketPrice,
  });

  const order =
    sell && buy && sellAmount !== null && reward !== null
      ? {
          sellIsTon: sell.address === NATIVE_TON_ADDRESS,
          buyIsTon: buy.address === NATIVE_TON_ADDRESS,
          sellAmount,
          reward,
        }
      : null;
  const fees = order && constants ? placeFees(order, constants.ORDER_TON) : null;
  const edit = order && constants && editing ? editFees(order, constants.ORDER_TON) : null;

  /** What the Place button sends: null while the form blocks it. */
  const request: PlaceOrderRequest | null =
    blocker === null &&
    sell &&
    buy &&
    sellAmount !== null &&
    receive !== null &&
    reward !== null &&
    expiryResult.ok &&
    balances.address
      ? {
          terms: {
            maker: toRawAddress(balances.address) ?? balances.address,
            sell_token: sell.address,
            buy_token: buy.address,
            sell_amount: sellAmount.toString(),
            min_buy_amount: receive.toString(),
            expires_at: expiryResult.expiresAt,
            reward: reward.toString(),
            partial,
            min_fill: partial ? minFill.toString() : '0',
          },
          record: {
            sell: { address: sell.address, symbol: sell.symbol, decimals: sell.decimals },
            buy: { address: buy.address, symbol: buy.symbol, decimals: buy.decimals },
            sellAmount: sellAmount.toString(),
            minBuyAmount: receive.toString(),
            ...(editing ? { replaces: editing.address } : {}),
          },
          ...(editing ? { replaces: editing } : {}),
        }
      : null;

  const setPrice = (text: string) => setPriceText(text);
  const flipPrice = () => {
    setPriceText(price !== null ? fieldText(price, !inverted) : '');
    setInverted(!inverted);
  };
  /** The receive field typed: the price follows. */
  const setReceive = (text: string) => {
    const wanted = buy ? parseAmount(text, buy.decimals) : null;
    if (wanted === null || !decimals || sellAmount === null || sellAmount <= 0n) return setPriceText('');
    const next = priceOfTrade(sellAmount, wanted, decimals);
    setPriceText(fieldText(next, inverted));
  };
  const switchTokens = () => {
    setSellAddress(buyAddress);
    setBuyAddress(sellAddress);
    setPriceText(price !== null ? fieldText(invertPrice(price), inverted) : '');
  };

  /** After a placement: the amount and the price start empty again (the pair and expiry stay). */
  const clearAmounts = () => {
    setAmountText('');
    setPriceText('');
  };

  return {
    clearAmounts,
    tokens,
    balances,
    sell,
    buy,
    buySafety,
    balance,
    amountText,
    setAmountText,
    priceText: shownPriceText,
    setPrice,
    inverted,
    flipPrice,
    price,
    receive,
    receiveText: receive !== null && buy ? toDecimalString(receive, buy.decimals) : '',
    setReceive,
    market,
    expiry,
    setExpiry,
    customExpiry,
    setCustomExpiry,
    rewardText: rewardText ?? (constants ? toDecimalString(constants.DEFAULT_ORDER_REWARD, 9) : ''),
    setRewardText,
    partial,
    setPartial,
    minFillText,
    setMinFillText,
    minFill,
    blocker,
    fees,
    edit,
    request,
    setSellAddress,
    setBuyAddress,
    switchTokens,
    formatBalance: (amount: bigint) => (sell ? formatAmount(amount, sell.decimals) : ''),
  };
}
