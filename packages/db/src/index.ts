export * from './client';
export * from './migrate';
export type { OwnerKey } from './schema/billing';
export * as schema from './schema/index';
export * from './seed/ad-placements';
export * from './seed/plans';
export * from './seed/service-categories';
