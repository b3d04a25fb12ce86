export { WalletPage } from './components/wallet-page.tsx';
export { invalidateWallet, WALLET_LISTS } from './api/query-keys.ts';
