// The zod schemas that check the sign-in and session answers. Loaded with `import()` (see authSchemas) so that
// zod, and the phone metadata the auth schemas need, are not part of the JavaScript the login page waits for.
export {
  checkSessionResponseSchema,
  currentUserSchema,
  idTokenResponseSchema,
  meResponseSchema,
  refreshTokenResponseSchema,
  registerResponseSchema,
  sendVerificationCodeResponseSchema,
  signInWithPasswordOutcomeSchema,
  signInWithPhoneOutcomeSchema,
  signInWithPhoneResponseSchema,
  successResponseSchema,
} from '@brokerage/shared';
