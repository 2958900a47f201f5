export * from './accounts';
export * from './auth';
export * from './common';
export * from './contact';
export * from './dev';
export * from './organizations';
export * from './plans';
export * from './tour';
