export * from './forecast-types';
export { simulateScene } from './simulate';
export { SIMULATION_RATES } from './rates';
