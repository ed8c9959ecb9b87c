export * from './narrative-types';
export * from './phrases';
export * from './narrate';
export * from './reason-label';
