export * from './all';
export * from './common';
export * from './jobs';
export * from './others';
export * from './saved';
