export * from './billing';
export * from './idempotency';
export * from './jobs';
export * from './messages';
export * from './organizations';
export * from './plans';
export * from './profile';
export * from './users';
