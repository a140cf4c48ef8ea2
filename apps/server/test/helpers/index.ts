export * from './build-test-app';
export * from './captcha';
export * from './factories';
export * from './seal';
export * from './test-audit';
export * from './test-db';
export * from './wide-app';
