export * from './identity.ts';
export * from './organization.ts';
export * from './sessions.ts';
export * from './settings.ts';
