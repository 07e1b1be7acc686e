export * from './theme';
export * from './primitives';
export * from './site';
export * from './account';
export * from './dashboard';
export * from './wizard';
export * from './gallery';
