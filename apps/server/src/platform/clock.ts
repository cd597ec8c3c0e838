/**
 * The application's clock: real time plus an offset that only a test configuration may set (issue 10,
 * acceptance 4: "with the clock moved past 24 h"). Every time rule of the signature flow reads `now()`.
 * The offset lives in this process; production never changes it (`POST /api/dev/clock` is not registered there).
 */
let offsetMs = 0;

const HOUR_MS = 3_600_000;

export const now = (): Date => new Date(Date.now() + offsetMs);

export const clockOffsetHours = (): number => offsetMs / HOUR_MS;

/** Outside production only (the route checks); 0 puts the clock back. */
export const setClockOffsetHours = (hours: number): void => {
  offsetMs = Math.round(hours * HOUR_MS);
};

/** The real moment an application time stands for: what the job queue (on the database's clock) waits for. */
export const realTimeOf = (moment: Date): Date => new Date(moment.getTime() - offsetMs);
