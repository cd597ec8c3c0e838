/** The one instant of the fixtures: every fixture record was created and last saved then. */
export const FIXTURE_TIME = '2025-01-15T10:00:00.000Z';

/** What every saved record the fake API answers carries besides its own fields: its times and first version. */
export const savedRecord = { createdAt: FIXTURE_TIME, updatedAt: FIXTURE_TIME, version: 1 } as const;
