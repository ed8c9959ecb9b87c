export * from './errors';
export * from './endpoint';
export * from './client';
export * from './endpoints/system';
export { endpoints } from './registry';
