export * from './beacon';
export * from './cards';
export * from './chain';
export * from './draw-rng';
export * from './hash';
export * from './mappings';
export * from './red-packet';
