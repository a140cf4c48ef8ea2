/** `full` is `npm run bench`; `smoke` is the seconds-long run inside `npm test` that keeps benches alive. */
export type Scale = 'smoke' | 'full';

export const isSmoke = (s: Scale) => s === 'smoke';

/** Picks the smoke or the full value. */
export const pick = <T>(s: Scale, smoke: T, full: T): T => (s === 'smoke' ? smoke : full);
