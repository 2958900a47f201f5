export * from './constants';
export * from './envelope';
