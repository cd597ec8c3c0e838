/** NIST SP 800-63B: at least 12 characters asked of users; a bound on top so hashing stays cheap to refuse. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordWeakness = 'too-short' | 'too-long' | 'common';

/** Length counted in characters a person types (code points), not UTF-16 units. */
const lengthOf = (password: string) => [...password].length;

/**
 * Why a new password is refused, or null. `isCommon` is the server's look-up in its local list of breached
 * passwords; the web passes nothing and checks only the length while the user types.
 */
export const passwordWeakness = (
  password: string,
  isCommon: (candidate: string) => boolean = () => false,
): PasswordWeakness | null => {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (isCommon(password)) return 'common';
  return null;
};
