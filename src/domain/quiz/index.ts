export * from './distribution';
export * from './schema';
export * from './types';
