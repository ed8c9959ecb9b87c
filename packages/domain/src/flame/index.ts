export * from './flame-profile';
export * from './flame-compatibility';
export * from './flame-phrases';
export * from './flame-sources';
export * from './flame-report';
