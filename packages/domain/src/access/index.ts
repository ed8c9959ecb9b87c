export * from './tool-access';
