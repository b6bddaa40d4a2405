import {
  CalendarDays,
  CheckCircle2,
  ClipboardList,
  ExternalLink,
  FlaskConical,
  type LucideIcon,
  Repeat,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import type { Category, Occurrence } from './api';
import { timeWords } from './describe';

export const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  dwsp: ClipboardList,
  water_testing: FlaskConical,
  maintenance: Wrench,
  compliance: ShieldCheck,
  other: CalendarDays,
};

/** Each category has its own edge colour as well as its icon and word: colour is never the only signal. */
const CATEGORY_EDGE: Record<Category, string> = {
  dwsp: 'border-l-brand-700 dark:border-l-brand-300',
  water_testing: 'border-l-cyan-700 dark:border-l-cyan-300',
  maintenance: 'border-l-amber-700 dark:border-l-amber-300',
  compliance: 'border-l-violet-700 dark:border-l-violet-300',
  other: 'border-l-slate-500 dark:border-l-slate-400',
};

export const categoryKey = (c: Category) => `calendar.category.${c}` as MessageKey;

/** A category as an icon and a word. */
export function CategoryTag({ category, className }: { category: Category; className?: string }) {
  const { t } = useI18n();
  const Icon = CATEGORY_ICONS[category] ?? CalendarDays;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(categoryKey(category))}
    </span>
  );
}

/**
 * One occurrence in a view: time, title, category (icon and word), a tick when done and a marker when
 * it repeats. An event opens its details; an improvement-schedule due date links to its plan section.
 */
export function OccurrenceItem({
  occurrence,
  recurring,
  selected,
  compact,
  showTime = true,
  onSelect,
  buttonRef,
}: {
  occurrence: Occurrence;
  recurring: boolean;
  selected?: boolean;
  compact?: boolean;
  showTime?: boolean;
  onSelect?: (occurrence: Occurrence) => void;
  buttonRef?: (el: HTMLButtonElement | null) => void;
}) {
  const { t } = useI18n();
  // The API sends a completion only once the work is done (its status is always 'completed').
  const done = Boolean(occurrence.completion);
  // Items read from the plan or the water-test log (not events of the calendar) are links to their page.
  const readFromPage = occurrence.source !== 'event';
  const markers = done || recurring || readFromPage;
  const body = (
    <>
      {(showTime || markers) && (
        <span className="flex flex-wrap items-center justify-between gap-x-1">
          <span className="text-xs font-normal text-slate-700 dark:text-slate-300">
            {showTime ? timeWords(t, occurrence) : null}
          </span>
          {markers && (
            <span className="inline-flex items-center gap-0.5">
              {done && (
                <CheckCircle2
                  aria-hidden="true"
                  className="size-4 shrink-0 text-green-700 dark:text-green-400"
                />
              )}
              {recurring && <Repeat aria-hidden="true" className="size-4 shrink-0" />}
              {readFromPage && <ExternalLink aria-hidden="true" className="size-4 shrink-0" />}
            </span>
          )}
        </span>
      )}
      <span className={cn('block font-medium break-words', done && 'line-through decoration-1')}>
        {occurrence.title}
      </span>
      <CategoryTag
        category={occurrence.category}
        className="flex-wrap text-xs font-normal text-slate-700 dark:text-slate-300"
      />
      {done && <span className="sr-only">, {t('calendar.item.done')}</span>}
      {recurring && <span className="sr-only">, {t('calendar.item.repeats')}</span>}
    </>
  );
  const cls = cn(
    'block w-full rounded border border-l-4 border-slate-200 bg-white text-left text-slate-900 no-underline hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
    compact ? 'px-1 py-1 text-sm' : 'px-3 py-2',
    CATEGORY_EDGE[occurrence.category],
    selected && 'ring-2 ring-brand-700 dark:ring-brand-300',
  );
  if (readFromPage) {
    return occurrence.link ? (
      <Link to={occurrence.link} className={cls}>
        {body}
        <span className="sr-only">
          ,{' '}
          {t(
            occurrence.source === 'water_testing' ? 'calendar.item.opensWaterLog' : 'calendar.item.opensPlan',
          )}
        </span>
      </Link>
    ) : (
      <div className={cls}>{body}</div>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cls}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect?.(occurrence)}
    >
      {body}
    </button>
  );
}
