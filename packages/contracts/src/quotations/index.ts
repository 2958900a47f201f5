export * from './calls';
export * from './offers';
export * from './requests';
export * from './transitions';
export * from './views';
