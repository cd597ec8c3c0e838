export * from './audit.ts';
export * from './identity.ts';
export * from './insurance.ts';
export * from './modules.ts';
export * from './organization.ts';
export * from './sessions.ts';
export * from './settings.ts';
