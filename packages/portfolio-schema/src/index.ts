export * from './limits';
export * from './portfolio-data';
export * from './draft';
export * from './records';
export * from './templates';
export * from './auth';
export * from './contact';
export * from './samples';
