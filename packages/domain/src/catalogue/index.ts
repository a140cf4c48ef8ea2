export * from './draw-for';
export * from './families';
export * from './shapes';
export * from './types';
