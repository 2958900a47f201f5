export * from './users';
export * from './organizations';
export * from './plans';
export * from './messages';
