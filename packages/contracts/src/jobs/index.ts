export * from './hiring.views';
export * from './requests';
export * from './views';
