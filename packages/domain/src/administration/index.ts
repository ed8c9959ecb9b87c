export * from './profile-status';
export * from './grade-groups';
