export * from './calculators';
export * from './labels';
export * from './money';
export * from './rng';
