export * from './constants';
export * from './envelope';
export * from './url';
export * from './zod-messages';
