export * from './nickname';
