export * from './labels';
export * from './requests';
export * from './types';
export * from './views';
