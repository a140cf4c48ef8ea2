export { walletPlugin } from './wallet.plugin';
export { WalletService } from './wallet.service';
