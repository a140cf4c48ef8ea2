export * from './combinatorics';
export * from './cost';
export * from './digit-plays';
export * from './entries';
export * from './k3-plays';
export * from './norm-count';
export * from './rebate';
export * from './syxw-plays';
