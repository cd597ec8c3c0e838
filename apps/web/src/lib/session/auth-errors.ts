/** set-cookie answered without a user: the backend broke its contract (SPEC §8, 'missing user data'). */
export class MissingUserError extends Error {
  constructor() {
    super('Invalid response from backend - missing user data.');
    this.name = 'MissingUserError';
  }
}
