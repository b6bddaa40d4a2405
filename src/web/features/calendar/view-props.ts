import type { Occurrence } from './api';
import type { Day } from './nz-time';

/** What every view of the calendar (month, week, agenda) is given. */
export interface ViewProps {
  /** A day inside the period shown (month view: any day of the month; week view: any day of the week). */
  anchor: Day;
  today: Day;
  /** The period's occurrences by New Zealand day, sorted within each day. */
  days: ReadonlyMap<Day, Occurrence[]>;
  isRecurring: (occurrence: Occurrence) => boolean;
  selectedKey: string | null;
  onSelect: (occurrence: Occurrence) => void;
  canEdit: boolean;
  onAddOnDay: (day: Day) => void;
  /** The id of the heading that names the period shown. */
  labelledBy: string;
  /** Keeps each event button, so that closing the details returns focus to it. */
  registerItem: (key: string, el: HTMLButtonElement | null) => void;
}
