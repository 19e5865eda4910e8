export * from './tenants';
export * from './users';
export * from './auth';
export * from './periods';
export * from './goals';
export * from './strategy';
export * from './notifications';
