export * from './locale';
export * from './limits';
export * from './truncate';
export * from './site';
export * from './validation';
export * from './questionnaire';
export * from './profile';
export * from './model';
