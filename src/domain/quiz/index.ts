export * from './types';
export * from './schema';
export * from './distribution';
