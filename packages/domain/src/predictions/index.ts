export * from './prediction';
