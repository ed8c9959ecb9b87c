export * from './indicators';
export * from './mood';
export * from './orientation';
