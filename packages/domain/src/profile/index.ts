export * from './avatar';
export * from './grade';
export * from './states';
export * from './personal-details';
export * from './facts-from-answers';
export * from './display-name';
export * from './upgrade';
export * from './team-check-title';
