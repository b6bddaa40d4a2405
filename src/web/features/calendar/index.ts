/** What other features may use of the calendar feature. */
// Issue 20: the engagement tracker has the calendar read again after a follow-up is saved.
export { calendarKeys } from './api';
