export * from './npi';
export * from './same-name';
export * from './sections';
export * from './views';
