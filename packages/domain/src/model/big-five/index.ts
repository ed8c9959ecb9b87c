export * from './domains';
export * from './items';
export * from './answer-scale';
export * from './score';
export * from './norms';
