export * from './combinatorics';
export * from './cost';
export * from './digit-plays';
export * from './entries';
export * from './syxw-plays';
