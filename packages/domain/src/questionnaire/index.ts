export * from './definition';
export * from './visibility';
export * from './validate-definition';
export * from './payload';
export * from './year-range-label';
export * from './content';
