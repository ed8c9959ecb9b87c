export * from './narrative-types';
export * from './phrases';
export * from './narrate';
export * from './reason-label';
export * from './team-figures';
export * from './team-result';
export * from './team-differences';
