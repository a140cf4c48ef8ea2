export * from './chase';
export * from './potential-return';
export * from './settle';
