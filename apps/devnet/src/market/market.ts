import { type Address, toNano } from '@ton/core';
import { isHopProbeAnswerTx, parseDexEvent, type DexEvent } from '@atoll/contracts';
import type { DevnetChain } from '../chain/devnet-chain';
import type { IndexedTx } from '../chain/types';
import type { DemoWorld } from '../genesis/demo-world';
import { fundAddress } from '../genesis/genesis';
import { BOT_WALLET_MNEMONICS } from '../genesis/mnemonics';
import { type BotWallet, botWallets, sendFromBot } from './bot-wallet';
import { ChainReader } from './chain-reader';
import { type ActionKind, Planner } from './plan';
import { FairPrices } from './prices';
import { pick, type Random, seededRandom } from './random';

export interface MarketOptions {
  /** Mean time between two actions; each wait is jittered to 50–150% of it. */
  intervalMs: number;
  /** Replays the same sequence of decisions (the chain's answers may still differ). */
  seed?: number;
  mnemonics?: readonly string[];
  /** Where each action is reported (one line); errors always go to `warn`. */
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface MarketStats {
  actions: number;
  swaps: number;
  liquidityAdded: number;
  liquidityRemoved: number;
  refunds: number;
  topUps: number;
  errors: number;
  /** Failed transactions in the traces of the bots' actions. */
  failedTransactions: number;
  lastAction: string | null;
}

/** Faucet requests a bot gets when it is first funded, and the TON below which it counts as unfunded. */
const INITIAL_FAUCET_REQUESTS = 3;
const FUNDED_TON = toNano('20');

const markets = new WeakMap<DevnetChain, Market>();

/** The market running on a chain, if any (for /devnet/info). */
export function marketOf(chain: DevnetChain): Market | undefined {
  return markets.get(chain);
}

/**
 * `--market`: bot wallets that trade on the demo pools every few seconds. Each action is a real
 * signed external message from the bot's W5R1 wallet through `chain.sendExternal`, the path a
 * user's wallet takes, built with the SDK from quotes of the pools' reserves.
 */
export class Market {
  readonly stats: MarketStats = {
    actions: 0,
    swaps: 0,
    liquidityAdded: 0,
    liquidityRemoved: 0,
    refunds: 0,
    topUps: 0,
    errors: 0,
    failedTransactions: 0,
    lastAction: null,
  };
  bots: BotWallet[] = [];
  private readonly random: Random;
  private readonly prices = new FairPrices();
  private readonly planner: Planner;
  private readonly poolAddresses: Set<string>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private ready: Promise<void> | null = null;
  private stopped = true;
  /** Set by stop(): funding under way gives up between two faucet requests. */
  private closed = false;

  constructor(
    private readonly chain: DevnetChain,
    private readonly world: DemoWorld,
    private readonly options: MarketOptions,
  ) {
    this.random = options.seed === undefined ? Math.random : seededRandom(options.seed);
    this.planner = new Planner(world, this.prices, this.random);
    this.poolAddresses = new Set(world.pools.map((p) => p.address.toRawString()));
  }

  get intervalMs(): number {
    return this.options.intervalMs;
  }

  get active(): boolean {
    return !this.stopped;
  }

  /** Derives the bots' keys and funds the bots that have nothing yet (from the faucet). */
  prepare(): Promise<void> {
    this.ready ??= (async () => {
      this.bots = await botWallets(this.options.mnemonics ?? BOT_WALLET_MNEMONICS);
      for (const bot of this.bots) {
        if (this.closed) return;
        const reader = new ChainReader(this.chain, this.world);
        if ((await reader.ton(bot.address)) >= FUNDED_TON) continue;
        for (let i = 0; i < INITIAL_FAUCET_REQUESTS && !this.closed; i++)
          await fundAddress(this.chain, this.world, bot.address);
        this.log(
          `market: ${bot.name} ${bot.address.toString({ bounceable: false, testOnly: true })} funded from the faucet`,
        );
      }
      if (this.closed) this.ready = null; // interrupted: finish funding on the next start
    })();
    return this.ready;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closed = false;
    markets.set(this.chain, this);
    this.schedule(Math.min(this.options.intervalMs, 500));
  }

  /** Stops the loop; resolves when the action under way (if any) is done. No timer is left. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    if (markets.get(this.chain) === this) markets.delete(this.chain);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => {
        this.running = null;
        this.schedule(this.options.intervalMs * (0.5 + this.random()));
      });
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      await this.prepare();
      if (this.stopped) return;
      await this.step();
    } catch (error) {
      this.stats.errors++;
      this.warn(`market: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * One action of a bot (random unless given), of a random kind unless given. A trade that fails
   * on chain is counted and reported, not thrown.
   */
  async step(
    bot?: BotWallet,
    kind?: ActionKind,
  ): Promise<{ text: string; txs: IndexedTx[]; events: DexEvent[] }> {
    await this.prepare();
    this.prices.step(this.random);
    const who = bot ?? pick(this.random, this.bots);
    const reader = new ChainReader(this.chain, this.world);
    const plan = await this.planner.plan(reader, who, kind);
    if (plan.kind === 'skip') return { text: plan.text, txs: [], events: [] };
    if (plan.kind === 'topup') {
      await fundAddress(this.chain, this.world, who.address);
      this.stats.topUps++;
      this.log(`market: ${plan.text}: topped up from the faucet`);
      return { text: plan.text, txs: [], events: [] };
    }
    const txs = await sendFromBot(this.chain, who, plan.messages);
    const events = this.review(txs, plan.text);
    this.stats.actions++;
    this.stats.lastAction = plan.text;
    this.log(`market: ${plan.text}`);
    return { text: plan.text, txs, events };
  }

  /** The pool events of an action's traces; failures and refunds are counted and reported. */
  private review(txs: IndexedTx[], what: string): DexEvent[] {
    const events: DexEvent[] = [];
    for (const t of txs) {
      // a READY pool's answer to a jetton hop's probe is aborted by design
      if (!t.success && !isHopProbeAnswerTx(t.tx)) {
        this.stats.failedTransactions++;
        const d = t.tx.description;
        const exit = d.type === 'generic' && d.computePhase.type === 'vm' ? d.computePhase.exitCode : '?';
        this.warn(`market: ${what}: transaction ${t.hash} on ${t.account} failed (exit code ${exit})`);
      }
      if (!this.poolAddresses.has(t.account)) continue;
      for (const message of t.tx.outMessages.values()) {
        if (message.info.type !== 'external-out') continue;
        const event = parseDexEvent(message.body);
        if (!event) continue;
        events.push(event);
        if (event.type === 'swap') this.stats.swaps++;
        if (event.type === 'liquidity_added') this.stats.liquidityAdded++;
        if (event.type === 'liquidity_removed') this.stats.liquidityRemoved++;
        if (event.type === 'swap_refunded' || event.type === 'liquidity_refunded') {
          this.stats.refunds++;
          this.warn(`market: ${what}: refunded (${event.reason})`);
        }
      }
    }
    return events;
  }

  botAddresses(): Address[] {
    return this.bots.map((b) => b.address);
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  private warn(line: string): void {
    (this.options.warn ?? console.warn)(line);
  }
}

/** Creates the market of a devnet and starts its loop. */
export function startMarket(chain: DevnetChain, world: DemoWorld, options: MarketOptions): Market {
  const market = new Market(chain, world, options);
  market.start();
  return market;
}
