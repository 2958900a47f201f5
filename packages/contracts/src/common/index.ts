export * from './envelope';
export * from './constants';
