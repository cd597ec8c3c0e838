// The phone helpers, imported with `import()` by the sign-in steps: libphonenumber's metadata then loads while
// the person types, not before the login page can show.
export { formatPhone, toE164 } from '@brokerage/shared';
