/** How long WaiKura keeps records that are not the plan itself (stated on the privacy page). */
export const RETENTION_DAYS = {
  activityLog: 730,
  loginFailures: 90,
  clientErrors: 90,
  /** Anonymous page-speed figures (web vitals): the provider page reads the last 28 days. */
  webVitals: 28,
} as const;

export const DAY_MS = 86_400_000;
