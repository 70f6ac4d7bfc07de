import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { Address } from '@ton/core';
import { quoteRemoveLiquidity, sqrtFloor } from '@atoll/contracts/quote';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ViewportName, fileBrowser } from './support/browser';
import {
  balances,
  devnetInfo,
  factoryPoolAddress,
  lpBalance as lpBalanceOf,
  poolState as poolData,
  toUnits,
  type DevnetInfo,
} from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';

// Issue 7, liquidity: create a pool for a pair the genesis lacks (REEF/ATL), add liquidity to an existing
// pool (TON/aUSD 0.3%) on its page, see the position, remove half, then all. At each step the wallet's
// balances (devnet TonAPI), the pool's reserves (get_pool_data and the API) and the position shown agree
// with the chain. The wallet is a fresh one funded by the devnet faucet, so no other test file's
// leftovers touch its numbers; the pools are re-read before each step and compared by deltas.

const bigintText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

describe('liquidity', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();
  let mnemonic: string[];
  let user: string;
  let page: Page;
  let createdPool = '';

  const token = (symbol: string) => info.tokens.find((t) => t.symbol === symbol)!;
  const tonUsdPool = () => info.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.fee_bps === 30)!;

  /** Reserves and LP supply from the pool's own get method (pool order: asset0, asset1). */
  async function poolState(pool: string) {
    const { reserve0, reserve1, lpSupply } = await poolData(devnet, pool);
    return { reserve0, reserve1, lpSupply };
  }
  /** The API's view of the same pool. */
  async function apiPool(pool: string) {
    const body = (await (await fetch(`${api}/pools/${pool}`)).json()) as {
      result: { reserve_x: string; reserve_y: string; lp_supply: string };
    };
    return {
      reserve0: body.result.reserve_x,
      reserve1: body.result.reserve_y,
      lpSupply: body.result.lp_supply,
    };
  }
  /** The wallet's LP balance in `pool` (the pool is its LP jetton's master). */
  const lpBalance = (pool: string) => lpBalanceOf(devnet, pool, user);
  /** The indexer has caught up: the API's reserves and supply are the chain's. */
  const untilApiAgrees = (pool: string) =>
    expect
      .poll(
        async () => JSON.stringify(await apiPool(pool)) === JSON.stringify(await poolState(pool), bigintText),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);

  async function openPage(
    path: string,
    viewport: ViewportName = 'desktop',
    language: 'en' | 'ru' = 'en',
    theme: 'light' | 'dark' = 'light',
  ) {
    const context = await browser.context({ viewport, language, theme });
    const opened = await context.newPage();
    await opened.goto(`${web}${path}`);
    return opened;
  }

  /** Connects the devnet wallet with the fresh mnemonic imported into it. */
  async function connectFresh(target: Page, connectLabel: RegExp) {
    await target.getByRole('button', { name: connectLabel }).first().click();
    await target.getByText('Atoll devnet wallet', { exact: true }).first().click();
    const dialog = target.getByTestId('devnet-wallet-connect');
    await dialog.waitFor({ timeout: 20_000 });
    await target.getByTestId('devnet-wallet-mnemonic').fill(mnemonic.join(' '));
    await dialog.getByRole('button', { name: /^(Import|Импортировать)$/ }).click();
    await dialog.getByTestId('devnet-wallet-approve').click();
    await target.getByTestId('wallet-address').waitFor({ timeout: 30_000 });
  }

  async function approveAndConfirm(target: Page) {
    const dialog = target.getByTestId('devnet-wallet-approve-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByTestId('devnet-wallet-approve').click();
    await expect
      .poll(() => target.locator('[data-testid="tx-modal"] [data-status]').getAttribute('data-status'), {
        timeout: 90_000,
      })
      .toBe('confirmed');
  }

  beforeAll(async () => {
    info = await devnetInfo(devnet);
    mnemonic = await mnemonicNew(24);
    const keys = await mnemonicToPrivateKey(mnemonic);
    const contract = WalletContractV5R1.create({
      workchain: 0,
      publicKey: keys.publicKey,
      walletId: { networkGlobalId: -3 },
    });
    user = contract.address.toRawString();
    const faucet = await fetch(`${devnet}/devnet/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: user }),
    });
    expect(faucet.ok).toBe(true);
    page = await openPage('/app/pools/new');
    await page.getByTestId('page-pool-create').waitFor();
    await connectFresh(page, /Connect wallet/);
  }, 120_000);

  it('creates REEF/ATL 0.3% with 100 REEF + 200 ATL: the pool holds exactly that, 1,000 LP units locked', async () => {
    const [reef, atl] = [token('REEF'), token('ATL')];
    await page.getByTestId('liquidity-token-a').click();
    await page.getByTestId('token-option-REEF').click();
    await page.getByTestId('liquidity-token-b').click();
    await page.getByTestId('token-option-ATL').click();
    await expect.poll(() => page.getByTestId('fee-tier-30').getAttribute('aria-checked')).toBe('true');
    await page.locator('#liquidity-amount-a').fill('100');
    await page.locator('#liquidity-amount-b').fill('200');
    expect(await page.getByTestId('pool-create-price-ab').innerText()).toBe('1 REEF = 2 ATL');
    expect(await page.getByTestId('pool-create-price-ba').innerText()).toBe('1 ATL = 0.5 REEF');
    const expectedLp = sqrtFloor(toUnits('100', 9) * toUnits('200', 9)) - 1000n;
    expect(toUnits(await page.getByTestId('pool-create-lp').innerText(), 9)).toBe(
      (expectedLp / 1000n) * 1000n,
    );

    const before = await balances(devnet, user);
    await page.getByTestId('pool-create-button').click();
    await approveAndConfirm(page);

    createdPool = (await factoryPoolAddress(
      devnet,
      info.factory,
      reef.address,
      atl.address,
      30,
    ))!.toRawString();
    await page.waitForURL(/\/app\/pools\/[^/]+$/, { timeout: 20_000 });
    expect(Address.parse(decodeURIComponent(page.url().split('/').pop()!)).toRawString()).toBe(createdPool);

    const after = await balances(devnet, user);
    expect(before.REEF! - after.REEF!).toBe(toUnits('100', reef.decimals));
    expect(before.ATL! - after.ATL!).toBe(toUnits('200', atl.decimals));
    const state = await poolState(createdPool);
    expect([state.reserve0, state.reserve1].sort()).toEqual([toUnits('100', 9), toUnits('200', 9)].sort());
    expect(state.lpSupply).toBe(expectedLp + 1000n);
    expect(await lpBalance(createdPool)).toBe(expectedLp);
    await untilApiAgrees(createdPool);
  }, 180_000);

  it('adds 10 TON to TON/aUSD 0.3% on the pool page: the paired aUSD and the LP agree with the chain', async () => {
    const pool = tonUsdPool();
    await page.goto(`${web}/app/pools/${pool.friendly}`);
    await page.getByTestId('liquidity-panel').waitFor({ timeout: 30_000 });
    const state = await poolState(pool.address);
    await page.locator('#liquidity-amount-x').fill('10');
    const paired = toUnits(await page.locator('#liquidity-amount-y').inputValue(), 6);
    const tenTon = toUnits('10', 9);
    expect(paired).toBe((tenTon * state.reserve1 + state.reserve0 - 1n) / state.reserve0);
    const expectedLp = (tenTon * state.lpSupply) / state.reserve0;

    const before = await balances(devnet, user);
    await page.getByTestId('liquidity-add-button').click();
    await approveAndConfirm(page);
    const after = await balances(devnet, user);
    // the 'waiting' toast ended with the transaction; the form cleared and shows the chain's new balance
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Transaction sent' }).count()).toBe(0);
    expect(await page.locator('#liquidity-amount-x').inputValue()).toBe('');
    expect(await page.locator('#liquidity-amount-y').inputValue()).toBe('');
    expect(await page.getByTestId('liquidity-add-button').innerText()).toBe('Enter an amount');
    await expect
      .poll(
        async () =>
          toUnits(
            (await page.getByTestId('liquidity-field-y').locator('.swap-field__balance').innerText())
              .replace(/^Balance: /, '')
              .replace(/Max$/, ''),
            6,
          ),
        { timeout: 20_000 },
      )
      .toBe(after.aUSD);
    expect(before.aUSD! - after.aUSD!).toBe(paired);
    const spentTon = before.TON! - after.TON!;
    expect(spentTon > tenTon && spentTon < tenTon + toUnits('0.5', 9)).toBe(true);
    const next = await poolState(pool.address);
    expect(next.reserve0 - state.reserve0).toBe(tenTon);
    expect(next.reserve1 - state.reserve1).toBe(paired);
    expect(await lpBalance(pool.address)).toBe(expectedLp);
    await untilApiAgrees(pool.address);

    // the position on the pool page shows the chain's LP and the share of the reserves it is worth
    const card = page.getByTestId('position-card');
    await card.waitFor({ timeout: 30_000 });
    await expect.poll(() => card.getByTestId('position-lp').innerText(), { timeout: 30_000 }).not.toBe('');
    expect(toUnits(await card.getByTestId('position-lp').innerText(), 9)).toBe((expectedLp / 1000n) * 1000n);
    const shareTon = (next.reserve0 * expectedLp) / next.lpSupply;
    const shownTon = (await card.getByTestId('position-liquidity-x').innerText()).split(' ')[0]!;
    expect(toUnits(shownTon, 9)).toBe((shareTon / 1000n) * 1000n);
    expect(await card.getByTestId('position-result').isVisible()).toBe(true);
  }, 180_000);

  it('screenshots: create, add, remove and the position in both languages, themes and sizes', async () => {
    const pool = tonUsdPool();
    for (const language of ['en', 'ru'] as const)
      for (const theme of ['light', 'dark'] as const)
        for (const viewport of ['mobile', 'desktop'] as const) {
          const suffix = `${language}-${theme}-${viewport}`;
          const create = await openPage(
            `/app/pools/new?tokenA=${token('aUSD').address}&tokenB=0:${'0'.repeat(64)}`,
            viewport,
            language,
            theme,
          );
          await create.getByTestId('page-pool-create').waitFor();
          await create.locator('#liquidity-amount-a').fill('350');
          await create.locator('#liquidity-amount-b').fill('100');
          await create.getByTestId('fee-tier-30').waitFor();
          await saveScreenshot(create, `pool-create-${suffix}`);

          const detail = await openPage(`/app/pools/${pool.friendly}`, viewport, language, theme);
          await detail.getByTestId('liquidity-panel').waitFor({ timeout: 30_000 });
          await connectFresh(detail, /Connect wallet|Подключить кошел[её]к/);
          await detail.getByTestId('position-card').waitFor({ timeout: 30_000 });
          await detail.locator('#liquidity-amount-x').fill('5');
          await detail.getByTestId('liquidity-panel').scrollIntoViewIfNeeded();
          await saveScreenshot(detail, `liquidity-add-${suffix}`);
          await detail.getByTestId('liquidity-tab-remove').click();
          await detail.getByTestId('liquidity-percent-50').click();
          await saveScreenshot(detail, `liquidity-remove-${suffix}`);
          await detail.getByTestId('position-card').scrollIntoViewIfNeeded();
          await saveScreenshot(detail, `positions-${suffix}`);
          await create.context().close();
          await detail.context().close();
        }
  }, 600_000);

  it.each([50, 100])(
    'removes %i percent of the LP (half, then all): payouts, reserves and the position agree with the chain',
    async (percent) => {
      const pool = tonUsdPool();
      await page.goto(`${web}/app/pools/${pool.friendly}`);
      await page.getByTestId('liquidity-panel').waitFor({ timeout: 30_000 });
      await page.getByTestId('position-card').waitFor({ timeout: 30_000 });
      await page.getByTestId('liquidity-tab-remove').click();
      await page.getByTestId(`liquidity-percent-${percent}`).click();
      const held = await lpBalance(pool.address);
      const burnt = percent === 100 ? held : (held * BigInt(percent)) / 100n;
      const state = await poolState(pool.address);
      const paid = quoteRemoveLiquidity(burnt, state.reserve0, state.reserve1, state.lpSupply);
      await expect
        .poll(async () =>
          toUnits((await page.getByTestId('liquidity-remove-y').innerText()).split(' ')[0]!, 6),
        )
        .toBe(paid.amount1);

      const before = await balances(devnet, user);
      await page.getByTestId('liquidity-remove-button').click();
      await approveAndConfirm(page);
      const after = await balances(devnet, user);
      // nothing left chosen: a second click removes nothing twice
      expect(await page.getByTestId('liquidity-remove-button').isDisabled()).toBe(true);
      expect(after.aUSD! - before.aUSD!).toBe(paid.amount1);
      const tonGain = after.TON! - before.TON!;
      expect(tonGain < paid.amount0 && tonGain > paid.amount0 - toUnits('0.2', 9)).toBe(true); // less the fees
      const next = await poolState(pool.address);
      expect(state.reserve0 - next.reserve0).toBe(paid.amount0);
      expect(state.reserve1 - next.reserve1).toBe(paid.amount1);
      expect(state.lpSupply - next.lpSupply).toBe(burnt);
      expect(await lpBalance(pool.address)).toBe(held - burnt);
      await untilApiAgrees(pool.address);

      if (percent === 100) {
        await expect
          .poll(() => page.getByTestId('position-hint').isVisible(), { timeout: 30_000 })
          .toBe(true);
      } else {
        const card = page.getByTestId('position-card');
        await expect
          .poll(async () => toUnits(await card.getByTestId('position-lp').innerText(), 9), {
            timeout: 30_000,
          })
          .toBe(((held - burnt) / 1000n) * 1000n);
      }
    },
  );
});
