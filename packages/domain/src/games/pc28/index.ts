export * from './draw';
export * from './hedging';
export * from './odds';
export * from './plays';
export * from './result';
