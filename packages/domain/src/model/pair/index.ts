export * from './pair-person';
export * from './reasons';
export * from './relationship';
export * from './work';
export * from './leader';
