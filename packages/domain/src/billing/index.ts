export * from './plans';
export * from './plan-prices';
export * from './subscription-access';
export * from './renewal';
export * from './payment-outcomes';
export * from './test-cards';
