export * from './build-test-app';
export * from './factories';
export * from './test-db';
export * from './wide-app';
