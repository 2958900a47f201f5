export * from './organization-views';
export * from './profile-views';
export * from './requests';
export * from './team-views';
