export * from './calculators';
export * from './clock';
export * from './labels';
export * from './money';
export * from './rng';
