import { parseEnv, type Env } from './env.fns';

// The only reader of the build-time environment (VITE_* variables).
export const env: Env = parseEnv(import.meta.env, window.location.origin);

export type { Chain, Env } from './env.fns';
