export * from './audit';
export * from './dashboard';
export * from './lists';
export * from './organizations';
export * from './payments';
