export { walletRoutes as walletPlugin } from './wallet.routes';
