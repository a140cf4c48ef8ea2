export * from './draw';
export * from './odds';
export * from './plays';
export * from './result';
