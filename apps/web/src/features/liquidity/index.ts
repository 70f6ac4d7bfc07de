// What other features mount: Add / Remove liquidity for a pool (the pool page). It loads the
// 'liquidity' texts: mount it under a Suspense boundary.
export { PoolLiquidityPanel } from './components/PoolLiquidityPanel';
export { CreatePoolLink } from './components/CreatePoolLink';
