export * from './common';
export * from './auth';
export * from './accounts';
export * from './organizations';
export * from './plans';
export * from './tour';
export * from './contact';
export * from './dev';
