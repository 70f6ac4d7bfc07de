// Entry of the devnet wallet chunk. The polyfill import must stay first: @ton/* need Buffer.
import '../../lib/buffer-polyfill';

export { installDevnetWallet } from './install';
