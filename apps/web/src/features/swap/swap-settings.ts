import { createStore } from '../../lib/create-store';
import { createPersisted } from '../../lib/persisted';

// Slippage tolerance and deadline, remembered in localStorage (lib/persisted). Pure parsing plus a small store.

export interface SwapSettings {
  /** 100 = 1%. */
  slippageBps: number;
  deadlineMinutes: number;
}

export const DEFAULT_SWAP_SETTINGS: SwapSettings = { slippageBps: 100, deadlineMinutes: 20 };
export const MAX_SLIPPAGE_BPS = 5000;
export const MAX_DEADLINE_MINUTES = 4320;

const KEY = 'atoll.swap.settings';

/** Anything stored that is not a valid setting gives the default for that setting. */
export function parseStoredSettings(value: unknown): SwapSettings {
  try {
    if (typeof value !== 'object' || value === null) return DEFAULT_SWAP_SETTINGS;
    const { slippageBps, deadlineMinutes } = value as Partial<Record<keyof SwapSettings, unknown>>;
    const validSlippage =
      Number.isInteger(slippageBps) &&
      (slippageBps as number) > 0 &&
      (slippageBps as number) <= MAX_SLIPPAGE_BPS;
    const validDeadline =
      Number.isInteger(deadlineMinutes) &&
      (deadlineMinutes as number) >= 1 &&
      (deadlineMinutes as number) <= MAX_DEADLINE_MINUTES;
    return {
      slippageBps: validSlippage ? (slippageBps as number) : DEFAULT_SWAP_SETTINGS.slippageBps,
      deadlineMinutes: validDeadline ? (deadlineMinutes as number) : DEFAULT_SWAP_SETTINGS.deadlineMinutes,
    };
  } catch {
    return DEFAULT_SWAP_SETTINGS;
  }
}

const stored = createPersisted<SwapSettings>({ key: KEY, version: 1, parse: parseStoredSettings });

export const swapSettingsStore = createStore<SwapSettings>(stored.read() ?? DEFAULT_SWAP_SETTINGS);
swapSettingsStore.subscribe(() => stored.write(swapSettingsStore.get()));

/** Unix seconds at which the pool refuses the swap. */
export const deadlineFrom = (nowMs: number, minutes: number) => Math.floor(nowMs / 1000) + minutes * 60;
