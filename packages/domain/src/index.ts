export * from './money';
export * from './rng';
