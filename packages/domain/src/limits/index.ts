export * from './member-limits';
