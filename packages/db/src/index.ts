export * from './client';
export * from './migrate';
export * from './seed/plans';
export * as schema from './schema/index';
