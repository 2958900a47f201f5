export * from './requests';
export * from './session';
export * from './views';
