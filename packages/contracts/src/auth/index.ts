export * from './requests';
export * from './session';
