/** How progress, compliance and badges look: colours always travel with a number or a word. */
import type { BadgeRarity } from '../../../domain/plan/badges';
import type { ComplianceLevel } from '../../../domain/plan/compliance';
import type { ProgressColour } from '../../../domain/plan/progress';
import { formatNz } from '../../i18n/dates';

/** Plan specification 9.2's progress colours, as text (4.5:1 on the card) and as a bar fill. */
export const PROGRESS_LOOK: Record<ProgressColour, { text: string; bar: string }> = {
  green: { text: 'text-green-800 dark:text-green-300', bar: 'bg-green-700 dark:bg-green-400' },
  blue: { text: 'text-blue-800 dark:text-blue-300', bar: 'bg-blue-700 dark:bg-blue-400' },
  orange: { text: 'text-orange-800 dark:text-orange-300', bar: 'bg-orange-600 dark:bg-orange-400' },
  grey: { text: 'text-slate-700 dark:text-slate-300', bar: 'bg-slate-500 dark:bg-slate-400' },
};

export const COMPLIANCE_LOOK: Record<ComplianceLevel, string> = {
  fully_compliant: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  partially_compliant: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  non_compliant: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

/** The badge's colour (badges.ts names one per rarity) as the icon's disc. */
export const BADGE_COLOUR: Record<string, string> = {
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
};

export const RARITY_TEXT: Record<BadgeRarity, string> = {
  common: 'text-slate-700 dark:text-slate-300',
  uncommon: 'text-green-800 dark:text-green-300',
  rare: 'text-blue-800 dark:text-blue-300',
  epic: 'text-purple-800 dark:text-purple-300',
  legendary: 'text-amber-800 dark:text-amber-300',
};

/** A calendar date (YYYY-MM-DD) in words, without any time-zone shift: "12 March 2026". */
export function calendarDate(isoDate: string): string {
  return formatNz('date', new Date(`${isoDate}T00:00:00Z`), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** An instant as its New Zealand date in words. */
export function nzDate(isoInstant: string): string {
  return formatNz('date', new Date(isoInstant), {
    timeZone: 'Pacific/Auckland',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
