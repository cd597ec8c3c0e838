export * from './auth/auth.schemas.ts';
export * from './auth/phone.ts';
export * from './constants.ts';
export * from './errors/api-error.schemas.ts';
export * from './errors/error-codes.ts';
export * from './i18n/locales.ts';
export * from './permissions/module-registry.ts';
export * from './permissions/permissions.rules.ts';
