export { getWallet, walletPaths } from './api/wallet-api';
export { WalletScreen } from './components/wallet-screen';
export { useWallet } from './hooks/use-wallet';
