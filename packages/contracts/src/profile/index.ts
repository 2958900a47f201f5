export * from './npi';
export * from './sections';
