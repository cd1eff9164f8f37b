/** Time comes from here so tests can move it (idle timeouts, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
