/** How long WaiKura keeps records that are not the plan itself (stated on the privacy page). */
export const RETENTION_DAYS = {
  activityLog: 730,
  loginFailures: 90,
  clientErrors: 90,
  /** Anonymous page-speed figures (web vitals): the provider page reads the last 28 days. */
  webVitals: 28,
  /**
   * Sign-in and request counters (rate limits): a counter is forgotten after a day without a request
   * (the longest wait it can ask for), so one untouched for 2 days holds nothing any more.
   */
  rateLimits: 2,
} as const;

export const DAY_MS = 86_400_000;

/** WaiKura AI's conversations: kept this many hours, then deleted (plan specification 9.5; issue 18). */
export const CHAT_HISTORY_HOURS = 24;
