export * from './npi';
export * from './sections';
export * from './views';
