export { walletRoutes } from './wallet.routes';
