export * from './types';
export * from './views';
