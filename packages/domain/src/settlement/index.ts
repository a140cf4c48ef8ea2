export * from './chase';
export * from './settle';
