export { normalCdf, saturate } from './math';
export * from './big-five';
export * from './features';
export * from './weights';
export * from './person';
export * from './pair';
