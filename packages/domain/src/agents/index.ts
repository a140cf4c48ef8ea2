export * from './commission';
export * from './period';
export * from './plan';
