export * from './charts';
export * from './labels';
