export * from './calls';
export * from './disputes';
export * from './offers';
export * from './requests';
export * from './transitions';
export * from './views';
