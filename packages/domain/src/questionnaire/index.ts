export * from './definition';
export * from './visibility';
export * from './progress';
export * from './validate-definition';
export * from './payload';
export * from './answer-fit';
export * from './year-range-label';
export * from './content';
