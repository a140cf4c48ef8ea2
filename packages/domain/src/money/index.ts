export * from './fen';
export * from './recharge';
export * from './usdt';
