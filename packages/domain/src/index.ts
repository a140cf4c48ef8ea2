export * from './calculators';
export * from './catalogue';
export * from './clock';
export * from './games';
export * from './labels';
export * from './money';
export * from './rng';
export * from './settlement';
