import type { Address } from '@ton/core';
import {
  type BuiltTransaction,
  buildProvideLiquidity,
  buildRemoveLiquidity,
  buildSwap,
  getAmountOut,
  jettonWalletAddress,
  newQueryId,
  type NextHop,
  quoteAddLiquidity,
  quoteRemoveLiquidity,
  type TonConnectMessage,
  withSlippage,
} from '@atoll/contracts';
import { toNano } from '@ton/core';
import { unitsForUsd } from '../genesis/catalog';
import { isHandedOut } from '../genesis/catalog';
import { assetOf, type DemoPool, type DemoWorld } from '../genesis/demo-world';
import { formatUnits } from '../genesis/faucet-grant';
import type { BotWallet } from './bot-wallet';
import type { ChainReader, PoolView } from './chain-reader';
import type { FairPrices } from './prices';
import { clamp, logUniform, pick, type Random } from './random';

/** 1%: what every bot accepts, as a user of the web app would. */
export const SLIPPAGE_BPS = 100;
/** TON a bot never spends: gas for the actions ahead. */
const TON_RESERVE = toNano('3');
/** How hard the direction of a random swap leans toward the fair price (per unit of log deviation). */
const REVERSION = 8;

export type ActionKind = 'swap' | 'swap-2hop' | 'add' | 'remove';

export type Plan =
  | { kind: ActionKind; text: string; messages: TonConnectMessage[] }
  | { kind: 'topup'; text: string }
  | { kind: 'skip'; text: string };

/** Decides one random action of one bot and builds its messages with the SDK. */
export class Planner {
  constructor(
    private readonly world: DemoWorld,
    private readonly prices: FairPrices,
    private readonly random: Random,
  ) {}

  decimals(symbol: string): number {
    return symbol === 'TON' ? 9 : this.world.tokens.find((t) => t.symbol === symbol)!.decimals;
  }

  /** The bot's wallet for a jetton (undefined for TON). */
  jettonWallet(owner: Address, symbol: string): Address | undefined {
    if (symbol === 'TON') return undefined;
    const token = this.world.tokens.find((t) => t.symbol === symbol)!;
    return jettonWalletAddress(owner, token.master, this.world.jettonWalletCode);
  }

  lpWallet(owner: Address, pool: DemoPool): Address {
    return jettonWalletAddress(owner, pool.address, this.world.codes.lpWallet);
  }

  /** What the bot may spend of an asset. */
  async spendable(reader: ChainReader, bot: BotWallet, symbol: string): Promise<bigint> {
    if (symbol === 'TON') {
      const ton = await reader.ton(bot.address);
      return ton > TON_RESERVE ? ton - TON_RESERVE : 0n;
    }
    return reader.jetton(this.jettonWallet(bot.address, symbol)!);
  }

  /** log(pool's price of asset0 / fair price): > 0 means asset0 is dear in this pool. */
  deviation(view: PoolView): number {
    const amount0 = Number(view.reserve0) / 10 ** this.decimals(view.sym0);
    const amount1 = Number(view.reserve1) / 10 ** this.decimals(view.sym1);
    const implied0 = (amount1 * this.prices.usd(view.sym1)) / amount0;
    return Math.log(implied0 / this.prices.usd(view.sym0));
  }

  private units(usd: number, symbol: string): bigint {
    return unitsForUsd(usd, this.prices.usd(symbol), this.decimals(symbol));
  }

  private usdOf(units: bigint, symbol: string): number {
    return (Number(units) / 10 ** this.decimals(symbol)) * this.prices.usd(symbol);
  }

  show(units: bigint, symbol: string): string {
    const value = Number(formatUnits(units, this.decimals(symbol)));
    return `${value.toLocaleString('en-US', { maximumSignificantDigits: 5 })} ${symbol}`;
  }

  private deadline(): number {
    return Math.floor(Date.now() / 1000) + 300;
  }

  /** The action, or a top-up when the bot could not pay its TON and still keep `reserve`. */
  private async unlessLowOnTon(
    reader: ChainReader,
    bot: BotWallet,
    tx: BuiltTransaction,
    reserve: bigint,
    action: { kind: ActionKind; text: string },
  ): Promise<Plan> {
    if ((await reader.ton(bot.address)) < tx.totalTon + reserve)
      return { kind: 'topup', text: `${bot.name} is low on TON` };
    return { ...action, messages: tx.messages };
  }

  /**
   * The pools the bots trade: those of the tokens a user would hold. The blacklisted and scam tokens are there
   * for the safety checks; no bot holds them, so it could neither sell them nor add them to a pool.
   */
  private get traded(): DemoPool[] {
    const held = (symbol: string) =>
      symbol === 'TON' || isHandedOut(this.world.tokens.find((t) => t.symbol === symbol)!);
    return this.world.pools.filter((p) => held(p.a) && held(p.b));
  }

  poolName(p: DemoPool): string {
    return `${p.a}/${p.b} ${(p.feeBps / 100).toFixed(2)}%`;
  }

  /** A random action, or the one asked for (tests). */
  async plan(reader: ChainReader, bot: BotWallet, kind?: ActionKind): Promise<Plan> {
    if (kind === 'swap' || kind === 'swap-2hop') return this.planSwap(reader, bot, kind === 'swap-2hop');
    if (kind === 'add') return this.planAdd(reader, bot);
    if (kind === 'remove') return this.planRemove(reader, bot);
    const roll = this.random();
    if (roll < 0.72) return this.planSwap(reader, bot, this.random() < 0.15);
    if (roll < 0.87) return this.planAdd(reader, bot);
    return this.planRemove(reader, bot);
  }

  /** Pools a route can go on to after `first`, from `mid`, never back to `from`. */
  private secondHops(first: DemoPool, mid: string, from: string): DemoPool[] {
    return this.traded.filter(
      (p) => p !== first && (p.a === mid || p.b === mid) && p.a !== from && p.b !== from,
    );
  }

  async planSwap(reader: ChainReader, bot: BotWallet, twoHop: boolean): Promise<Plan> {
    const spec = pick(this.random, this.traded);
    const view = await reader.pool(spec);
    if (!view.ready) return { kind: 'skip', text: `${this.poolName(spec)} is not ready` };
    const dev = this.deviation(view);
    // arbitrage now and then: close half the gap to the fair price (in a constant-product pool
    // the price moves with the square of the reserve, so a quarter of the log gap in reserve)
    const arbitrage = !twoHop && Math.abs(dev) > 0.015 && this.random() < 0.25;
    let zeroForOne = arbitrage ? dev > 0 : this.random() < 0.5 + clamp(dev * REVERSION, -0.45, 0.45);
    // a route goes on from the asset bought: turn round when no other pool takes it
    if (
      twoHop &&
      !this.secondHops(spec, zeroForOne ? view.sym1 : view.sym0, zeroForOne ? view.sym0 : view.sym1).length
    )
      zeroForOne = !zeroForOne;
    const [symIn, symMid] = zeroForOne ? [view.sym0, view.sym1] : [view.sym1, view.sym0];
    const [reserveIn, reserveOut] = zeroForOne
      ? [view.reserve0, view.reserve1]
      : [view.reserve1, view.reserve0];
    const depthUsd = this.usdOf(reserveIn, symIn);
    let usd = arbitrage ? depthUsd * (Math.exp(Math.abs(dev) / 4) - 1) : logUniform(this.random, 10, 2500);
    usd = Math.min(usd, depthUsd * 0.02);
    let amountIn = this.units(usd, symIn);
    const have = await this.spendable(reader, bot, symIn);
    if (amountIn > (have * 6n) / 10n) amountIn = (have * 6n) / 10n;
    if (this.usdOf(amountIn, symIn) < 2) return { kind: 'topup', text: `${bot.name} is low on ${symIn}` };

    const out1 = getAmountOut(amountIn, reserveIn, reserveOut, spec.feeBps);
    if (out1 === 0n) return { kind: 'skip', text: `nothing out of ${this.poolName(spec)}` };
    let next: NextHop | null = null;
    let symOut = symMid;
    let finalOut = out1;
    let route = this.poolName(spec);
    if (twoHop) {
      const second = this.secondHops(spec, symMid, symIn);
      if (second.length) {
        const spec2 = pick(this.random, second);
        const view2 = await reader.pool(spec2);
        if (view2.ready) {
          const midIs0 = view2.sym0 === symMid;
          const out2 = getAmountOut(
            out1,
            midIs0 ? view2.reserve0 : view2.reserve1,
            midIs0 ? view2.reserve1 : view2.reserve0,
            spec2.feeBps,
          );
          if (out2 > 0n) {
            symOut = midIs0 ? view2.sym1 : view2.sym0;
            next = {
              assetOut: assetOf(this.world, symOut),
              feeBps: spec2.feeBps,
              minOut: withSlippage(out2, SLIPPAGE_BPS),
            };
            finalOut = out2;
            route = `${route} → ${this.poolName(spec2)}`;
          }
        }
      }
    }
    const tx = buildSwap({
      pool: spec.address,
      input: { asset: assetOf(this.world, symIn), userJettonWallet: this.jettonWallet(bot.address, symIn) },
      assetOut: assetOf(this.world, symOut),
      amountIn,
      minOut: withSlippage(out1, SLIPPAGE_BPS),
      next,
      user: bot.address,
      deadline: this.deadline(),
      queryId: newQueryId(),
    });
    return this.unlessLowOnTon(reader, bot, tx, TON_RESERVE, {
      kind: next ? 'swap-2hop' : 'swap',
      text: `${bot.name} ${arbitrage ? 'arbitrages' : 'swaps'} ${this.show(amountIn, symIn)} → ~${this.show(finalOut, symOut)} on ${route}`,
    });
  }

  async planAdd(reader: ChainReader, bot: BotWallet): Promise<Plan> {
    const spec = pick(this.random, this.traded);
    const view = await reader.pool(spec);
    if (!view.ready) return { kind: 'skip', text: `${this.poolName(spec)} is not ready` };
    const usd = Math.min(logUniform(this.random, 50, 2000), this.usdOf(view.reserve0, view.sym0) * 0.01);
    let amount0 = this.units(usd, view.sym0);
    const have0 = await this.spendable(reader, bot, view.sym0);
    const have1 = await this.spendable(reader, bot, view.sym1);
    // side 1 a little over the pool's ratio: side 0 is what counts, the surplus comes back
    const ratio1 = (a0: bigint) => (a0 * view.reserve1 * 1003n) / (view.reserve0 * 1000n) + 1n;
    if (amount0 > (have0 * 6n) / 10n) amount0 = (have0 * 6n) / 10n;
    if (ratio1(amount0) > (have1 * 6n) / 10n)
      amount0 = (have1 * 6n * view.reserve0 * 1000n) / (10n * view.reserve1 * 1003n);
    const amount1 = ratio1(amount0);
    if (this.usdOf(amount0, view.sym0) < 5)
      return { kind: 'topup', text: `${bot.name} is low on ${view.sym0}/${view.sym1}` };
    const quote = quoteAddLiquidity(amount0, amount1, view.reserve0, view.reserve1, view.lpSupply);
    if (!quote) return { kind: 'skip', text: `deposit too small for ${this.poolName(spec)}` };
    const tx = buildProvideLiquidity({
      pool: spec.address,
      side0: { asset: view.asset0, userJettonWallet: this.jettonWallet(bot.address, view.sym0) },
      side1: { asset: view.asset1, userJettonWallet: this.jettonWallet(bot.address, view.sym1) },
      amount0,
      amount1,
      minLpOut: withSlippage(quote.lpOut, SLIPPAGE_BPS),
      user: bot.address,
      deadline: this.deadline(),
      queryId: newQueryId(),
    });
    return this.unlessLowOnTon(reader, bot, tx, TON_RESERVE, {
      kind: 'add',
      text: `${bot.name} adds ${this.show(quote.used0, view.sym0)} + ${this.show(quote.used1, view.sym1)} to ${this.poolName(spec)}`,
    });
  }

  async planRemove(reader: ChainReader, bot: BotWallet): Promise<Plan> {
    const held: { spec: DemoPool; lp: bigint }[] = [];
    for (const spec of this.traded) {
      const lp = await reader.jetton(this.lpWallet(bot.address, spec));
      if (lp > 0n) held.push({ spec, lp });
    }
    if (!held.length) return this.planAdd(reader, bot);
    const { spec, lp } = pick(this.random, held);
    const view = await reader.pool(spec);
    const fraction = this.random() < 0.3 ? 1000n : BigInt(200 + Math.floor(this.random() * 800));
    const lpAmount = (lp * fraction) / 1000n;
    const quote = quoteRemoveLiquidity(lpAmount, view.reserve0, view.reserve1, view.lpSupply);
    if (quote.amount0 === 0n || quote.amount1 === 0n)
      return { kind: 'skip', text: `LP of ${this.poolName(spec)} too small to remove` };
    const tx = buildRemoveLiquidity({
      userLpWallet: this.lpWallet(bot.address, spec),
      lpAmount,
      min0: withSlippage(quote.amount0, SLIPPAGE_BPS),
      min1: withSlippage(quote.amount1, SLIPPAGE_BPS),
      user: bot.address,
      deadline: this.deadline(),
      queryId: newQueryId(),
    });
    return this.unlessLowOnTon(reader, bot, tx, TON_RESERVE / 3n, {
      kind: 'remove',
      text: `${bot.name} removes ${Number(fraction) / 10}% of its LP from ${this.poolName(spec)} (~${this.show(quote.amount0, view.sym0)} + ${this.show(quote.amount1, view.sym1)})`,
    });
  }
}
