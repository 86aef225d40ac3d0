export * from './common';
export * from './limits';
export * from './messages';
export * from './users';
