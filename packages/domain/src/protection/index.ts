export * from './breaks';
export * from './id-number';
export * from './limits';
export * from './periods';
export * from './session';
