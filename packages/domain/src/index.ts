export * from './locale';
export * from './limits';
export * from './truncate';
