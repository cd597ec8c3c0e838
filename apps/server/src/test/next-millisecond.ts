/**
 * Waits for the database clock to move on. PGlite keeps `now()` to the millisecond, so two rows written within
 * one share their `created_at` and a "newest first" list orders them by id, at random: a test that expects an
 * order writes each row after this.
 */
export const nextMillisecond = () => new Promise<void>((resolve) => setTimeout(resolve, 2));
