export * from './bull';
export * from './digit-forms';
export * from './odds-math';
export * from './verdict';
