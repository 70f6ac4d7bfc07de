// What other features mount: the wallet's position in a pool (pool page) and all its positions
// (wallet panel, pools page). Both load the 'liquidity' texts: mount them under a Suspense boundary.
export { PoolPositionCard } from './components/PoolPositionCard';
export { PositionsList } from './components/PositionsList';
