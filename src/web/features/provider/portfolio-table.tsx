import {
  AlertTriangle,
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  CalendarClock,
  CheckCircle2,
  Download,
  XCircle,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ComplianceLevel } from '../../../domain/plan/compliance';
import { type ProgressColour, progressColour } from '../../../domain/plan/progress';
import { Button, buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { Alert, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import type { MessageKey } from '../../i18n/en';
import { useDebounced } from '../../lib/use-debounced';
import { formatDate } from './api';
import {
  COMPLIANCE_LEVELS,
  PORTFOLIO_ATTENTION,
  PORTFOLIO_PAGE_SIZE,
  type PortfolioAttention,
  type PortfolioSchool,
  type PortfolioSort,
  type PortfolioView,
  portfolioCsvUrl,
  portfolioParams,
  readPortfolioView,
  usePortfolio,
  writePortfolioView,
} from './portfolio-api';

const COLUMNS: { key: PortfolioSort; label: MessageKey }[] = [
  { key: 'name', label: 'portfolio.column.name' },
  { key: 'progress', label: 'portfolio.column.progress' },
  { key: 'compliance', label: 'portfolio.column.compliance' },
  { key: 'failing', label: 'portfolio.column.failing' },
  { key: 'lastActivity', label: 'portfolio.column.lastActivity' },
  { key: 'nextReview', label: 'portfolio.column.nextReview' },
];

const numberFormat = new Intl.NumberFormat('en-NZ');

/** Made once, not per school: the portfolio lists hundreds. */
const nzDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' });

/** A review date as a New Zealand calendar date (YYYY-MM-DD), whether it came as a date or a timestamp. */
function reviewDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return nzDay.format(new Date(value));
}
const formatDay = (day: string) =>
  formatNz('date', new Date(`${day}T00:00:00Z`), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * Every school the provider looks after with its plan's progress and Ministry compliance (issue 4).
 * The view (search, level, sort, page) lives in the address, so a reload or a shared link keeps it.
 */
export function PortfolioTable() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readPortfolioView(searchParams);
  const query = usePortfolio(portfolioParams(view));
  const searchId = useId();
  const levelId = useId();
  const attentionId = useId();
  const captionId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const update = (patch: Partial<PortfolioView>, replace = false) =>
    setSearchParams(writePortfolioView({ ...view, page: 1, ...patch }), { replace });

  // The search box writes to the address a moment after typing stops; a change of address made
  // elsewhere (back button, "Clear filters") is copied back into the box.
  const [input, setInput] = useState(view.q);
  const written = useRef(view.q);
  useEffect(() => {
    if (view.q !== written.current) {
      written.current = view.q;
      setInput(view.q);
    }
  }, [view.q]);
  const latest = useRef(update);
  latest.current = update;
  const typed = useDebounced(input.trim());
  useEffect(() => {
    if (typed === written.current.trim()) return;
    written.current = typed;
    latest.current({ q: typed }, true);
  }, [typed]);

  const direction = (dir: 'asc' | 'desc') =>
    t(dir === 'asc' ? 'portfolio.ascending' : 'portfolio.descending');
  const sortBy = (key: PortfolioSort) => {
    const dir = view.sort === key && view.dir === 'asc' ? 'desc' : 'asc';
    const column = COLUMNS.find((c) => c.key === key);
    update({ sort: key, dir });
    if (column)
      setAnnouncement(t('portfolio.sortedBy', { column: t(column.label), direction: direction(dir) }));
  };
  const goToPage = (page: number) => {
    update({ page });
    regionRef.current?.focus();
  };

  const data = query.data;
  const filtered = Boolean(view.q.trim() || view.level || view.attention);
  const from = (view.page - 1) * PORTFOLIO_PAGE_SIZE;
  const pages = data ? Math.max(1, Math.ceil(data.total / PORTFOLIO_PAGE_SIZE)) : 1;
  const sortedColumn = COLUMNS.find((c) => c.key === view.sort) ?? COLUMNS[0]!;

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t('portfolio.intro')}</p>
      <search aria-label={t('portfolio.filters')} className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-sm space-y-1">
          <label htmlFor={searchId} className="block font-medium">
            {t('portfolio.search')}
          </label>
          <p id={`${searchId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {t('portfolio.searchHint')}
          </p>
          <input
            id={searchId}
            type="search"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            aria-describedby={`${searchId}-hint`}
            className={cn(control, controlState())}
          />
        </div>
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={levelId} className="block font-medium">
            {t('portfolio.level')}
          </label>
          <select
            id={levelId}
            value={view.level ?? ''}
            onChange={(e) => update({ level: (e.target.value || null) as ComplianceLevel | null })}
            className={cn(control, controlState())}
          >
            <option value="">{t('portfolio.allLevels')}</option>
            {COMPLIANCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`portfolio.level.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={attentionId} className="block font-medium">
            {t('portfolio.attention')}
          </label>
          <select
            id={attentionId}
            value={view.attention ?? ''}
            onChange={(e) => update({ attention: (e.target.value || null) as PortfolioAttention | null })}
            className={cn(control, controlState())}
          >
            <option value="">{t('portfolio.attention.all')}</option>
            {PORTFOLIO_ATTENTION.map((value) => (
              <option key={value} value={value}>
                {t(`portfolio.attention.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <a
            href={portfolioCsvUrl(portfolioParams(view))}
            download
            aria-describedby={`${searchId}-download`}
            className={buttonClass('secondary')}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('portfolio.download')}
          </a>
          <p id={`${searchId}-download`} className="max-w-56 text-sm text-slate-600 dark:text-slate-400">
            {t('portfolio.downloadHint')}
          </p>
        </div>
      </search>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError && !data ? (
        <Alert tone="error" role="alert">
          <p>{t('portfolio.loadError', { message: query.error.message })}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : data ? (
        <>
          <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
            {data.total === 0
              ? view.q.trim()
                ? t('portfolio.noMatch', { q: view.q.trim() })
                : filtered
                  ? t('portfolio.noMatchFilters')
                  : t('portfolio.noSchools')
              : data.total === 1
                ? t('portfolio.showing.one')
                : t('portfolio.showing', {
                    from: numberFormat.format(Math.min(from + 1, data.total)),
                    to: numberFormat.format(Math.min(from + data.schools.length, data.total)),
                    total: numberFormat.format(data.total),
                  })}
            {/* Said in words, not by fading the table: faded text fails contrast (WCAG 1.4.3). */}
            {query.isPlaceholderData && <span> {t('portfolio.updating')}</span>}
          </p>
          {data.total === 0 && filtered && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => update({ q: '', level: null, attention: null })}
            >
              {t('portfolio.clearFilters')}
            </Button>
          )}
          {data.schools.length > 0 && (
            // `relative`: the screen-reader-only text inside is clipped by this region too, instead of
            // widening the page at 320 px.
            <section
              ref={regionRef}
              aria-label={t('portfolio.scrollRegion')}
              aria-busy={query.isPlaceholderData || undefined}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
            >
              <table className="w-full min-w-[56rem] text-left text-sm">
                <caption
                  id={captionId}
                  className="px-4 py-2 text-left text-sm text-slate-700 dark:text-slate-300"
                >
                  {t('portfolio.caption')}{' '}
                  {t('portfolio.captionSorted', {
                    column: t(sortedColumn.label),
                    direction: direction(view.dir),
                  })}
                </caption>
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    {COLUMNS.map((column) => {
                      const sorted = view.sort === column.key;
                      const Icon = sorted ? (view.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                      return (
                        <th
                          key={column.key}
                          scope="col"
                          aria-sort={sorted ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                          className="px-2 py-1 font-semibold"
                        >
                          <button
                            type="button"
                            onClick={() => sortBy(column.key)}
                            className="inline-flex min-h-11 items-center gap-1 rounded px-2 text-left font-semibold hover:bg-slate-200 dark:hover:bg-slate-700"
                          >
                            {t(column.label)}
                            <Icon
                              aria-hidden="true"
                              className={cn(
                                'size-4 shrink-0',
                                !sorted && 'text-slate-500 dark:text-slate-400',
                              )}
                            />
                          </button>
                        </th>
                      );
                    })}
                    <th scope="col" className="px-4 py-1 font-semibold">
                      <span className="sr-only">{t('portfolio.column.people')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
                  {data.schools.map((school) => (
                    <PortfolioRow key={school.id} school={school} />
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {data.total > PORTFOLIO_PAGE_SIZE && (
            <nav aria-label={t('portfolio.pages')} className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={view.page <= 1}
                onClick={() => goToPage(view.page - 1)}
              >
                {t('portfolio.previous')}
              </Button>
              <span className="text-sm">{t('portfolio.pageOf', { page: view.page, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={view.page >= pages}
                onClick={() => goToPage(view.page + 1)}
              >
                {t('portfolio.next')}
              </Button>
            </nav>
          )}
        </>
      ) : null}
    </div>
  );
}

const BAR: Record<ProgressColour, string> = {
  green: 'bg-green-600 dark:bg-green-400',
  blue: 'bg-blue-600 dark:bg-blue-400',
  orange: 'bg-orange-500 dark:bg-orange-400',
  grey: 'bg-slate-500 dark:bg-slate-400',
};

const LEVEL: Record<ComplianceLevel, { Icon: typeof CheckCircle2; cls: string }> = {
  fully_compliant: { Icon: CheckCircle2, cls: 'text-green-800 dark:text-green-300' },
  partially_compliant: { Icon: AlertTriangle, cls: 'text-amber-800 dark:text-amber-300' },
  non_compliant: { Icon: XCircle, cls: 'text-red-800 dark:text-red-300' },
};

function progressWord(overall: number): MessageKey {
  if (overall >= 100) return 'portfolio.progress.complete';
  if (overall <= 0) return 'portfolio.progress.none';
  return `portfolio.progress.${progressColour(overall)}`;
}

function PortfolioRow({ school }: { school: PortfolioSchool }) {
  const { t } = useI18n();
  const { Icon, cls } = LEVEL[school.complianceLevel];
  const review = school.nextReviewDate ? reviewDay(school.nextReviewDate) : null;
  // The server says whether the review is overdue (New Zealand date); the same rule as the filter.
  const overdue = school.reviewOverdue;
  return (
    <tr>
      <th scope="row" className="px-4 py-3 align-top font-medium">
        <Link to={`/schools/${school.id}`} className="underline">
          {school.name}
        </Link>
        {school.region && (
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            {school.region}
          </span>
        )}
      </th>
      <td className="px-4 py-3 align-top">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold tabular-nums">{school.overall}%</span>
          <span>{t(progressWord(school.overall))}</span>
        </span>
        <span
          aria-hidden="true"
          className="mt-1 block h-2 w-28 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <span
            className={cn('block h-full rounded-full', BAR[progressColour(school.overall)])}
            style={{ width: `${Math.min(100, Math.max(0, school.overall))}%` }}
          />
        </span>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {t('portfolio.sections', { done: school.sectionsCompleted, total: school.totalSections })}
        </span>
      </td>
      <td className="px-4 py-3 align-top">
        <span className={cn('inline-flex items-center gap-1 font-medium', cls)}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t(`portfolio.level.${school.complianceLevel}`)}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t('portfolio.compliancePercent', { percent: school.compliancePercent })}
        </span>
      </td>
      <td className="px-4 py-3 align-top tabular-nums">{numberFormat.format(school.failingCount)}</td>
      <td className="px-4 py-3 align-top">
        {school.lastActivityAt ? formatDate(school.lastActivityAt) : t('portfolio.noActivity')}
      </td>
      <td className="px-4 py-3 align-top">
        {review ? (
          <>
            {formatDay(review)}
            {overdue && (
              <span className="mt-1 flex items-center gap-1 font-semibold text-red-800 dark:text-red-300">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                {t('portfolio.overdue')}
              </span>
            )}
          </>
        ) : (
          t('portfolio.notSet')
        )}
        {school.neverReviewed ? (
          <span className="mt-1 flex items-center gap-1 font-semibold text-amber-800 dark:text-amber-300">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {t('portfolio.neverReviewed')}
          </span>
        ) : (
          school.lastReviewDate && (
            <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
              {t('portfolio.lastReview', { date: formatDay(school.lastReviewDate) })}
            </span>
          )
        )}
      </td>
      <td className="px-4 py-3 align-top text-right">
        <Link to={`/waikura/school/${school.id}`}>
          {t('provider.manage')}
          <span className="sr-only">: {school.name}</span>
        </Link>
      </td>
    </tr>
  );
}
