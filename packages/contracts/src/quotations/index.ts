export * from './calls';
export * from './requests';
export * from './transitions';
export * from './views';
