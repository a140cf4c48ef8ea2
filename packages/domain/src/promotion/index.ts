export * from './sign-in';
export * from './vip';
export * from './wagering';
