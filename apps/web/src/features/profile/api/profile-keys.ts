/** Query keys of the signed-in user's own profile and sessions; every profile write invalidates `all`. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};
