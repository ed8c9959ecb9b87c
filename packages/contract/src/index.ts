export * from './errors';
export * from './endpoint';
export * from './client';
export * from './endpoints/system';
export * from './endpoints/client-errors';
export { endpoints } from './registry';
