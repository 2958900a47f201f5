export * from './requests';
export * from './views';
