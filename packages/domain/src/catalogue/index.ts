export * from './credit-selection';
export * from './draw-for';
export * from './families';
export * from './number-picks';
export * from './red-packet-verify';
export * from './shapes';
export * from './types';
