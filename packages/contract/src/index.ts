export * from './account';
export * from './comments';
export * from './common';
export * from './limits';
export * from './messages';
export * from './notifications';
export * from './posts';
export * from './users';
