/** Query keys of the auth feature; mutations that change the user invalidate `authKeys.all`. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};
