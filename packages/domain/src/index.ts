export * from './calculators';
export * from './money';
export * from './rng';
