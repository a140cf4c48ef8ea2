export * from './odds';
export * from './result';
export * from './settle';
export * from './terms';
