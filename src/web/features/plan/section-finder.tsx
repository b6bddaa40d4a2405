/**
 * The section finder (platform specification 2: "The section finder can match a section by number, id
 * or title"). A labelled search box with a list of links under it that follows what is typed; a polite
 * live region says how many sections match. Keyboard: Enter opens the section when exactly one matches
 * exactly (or only one matches at all), else moves to the first result; the down arrow moves from the
 * box into the list, the arrows move through it, Escape goes back to the box. The ranking is
 * `findSections` in src/domain/plan/finder.ts.
 */
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PLAN_SECTIONS, type PlanSection, sectionRoute } from '../../../domain/plan/catalogue';
import { findSections } from '../../../domain/plan/finder';
import { control, controlState } from '../../components/ui/field';
import { useI18n } from '../../i18n';

/** How long typing must pause before the count is announced, so a screen reader is not talked over. */
const ANNOUNCE_AFTER_MS = 500;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether a query names a section exactly: its number ("3.2", "3-2", "3 2", "section 3.2"), its id
 * ("catchment-activities", spaces read as hyphens) or its whole title, in any case.
 */
export function isExactMatch(query: string, section: PlanSection, title: string = section.title): boolean {
  const q = norm(query);
  const number = /^(?:section\s*)?(\d+)\s*[.\-\s]\s*(\d+)$/.exec(q);
  if (number && `${number[1]}.${number[2]}` === section.number) return true;
  if (q.replace(/[\s_]+/g, '-') === section.id) return true;
  return q === norm(section.title) || q === norm(title);
}

/** The section Enter opens: the one exact match, or the only result; else none. */
function enterTarget(query: string, results: readonly PlanSection[], titleOf: (s: PlanSection) => string) {
  const exact = results.filter((s) => isExactMatch(query, s, titleOf(s)));
  if (exact.length === 1) return exact[0];
  if (results.length === 1) return results[0];
  return undefined;
}

export function SectionFinder({ schoolId }: { schoolId: string }) {
  const { t, sectionTitle, lang } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const results = useMemo(() => {
    const found = findSections(query);
    if (lang === 'en') return found;
    // A title in te reo Māori is found too: sections whose translated title holds the query follow.
    const q = norm(query);
    if (q.length < 2) return found;
    const extra = PLAN_SECTIONS.filter((s) => !found.includes(s) && norm(sectionTitle(s)).includes(q));
    return [...found, ...extra];
  }, [query, lang, sectionTitle]);

  const trimmed = query.trim();
  const countText =
    trimmed === ''
      ? ''
      : results.length === 0
        ? t('planFinding.finder.count.none', { query: trimmed })
        : t('planFinding.finder.count', { count: results.length });

  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(countText), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [countText]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  /** Enter: open the exact match, else move to the first result. */
  const onEnter = () => {
    const target = enterTarget(query, results, sectionTitle);
    if (target) {
      navigate(sectionRoute(schoolId, target));
      return;
    }
    links()[0]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (at === 0) inputRef.current?.focus();
      else all[at - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const listId = `${id}-results`;

  return (
    <search aria-label={t('planFinding.finder.search')}>
      {/* No form element: the finder may sit inside a section's form, and forms do not nest. */}
      <div className="space-y-2">
        <label htmlFor={inputId} className="block font-medium">
          {t('planFinding.finder.label')}
        </label>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('planFinding.finder.hint')}
        </p>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKeyDown}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${hintId} ${statusId}`}
            aria-controls={listId}
            className={`${control} ${controlState()} pl-10`}
          />
        </div>
        <p
          id={statusId}
          role="status"
          aria-live="polite"
          className="text-sm text-slate-700 dark:text-slate-300"
        >
          {announcement}
        </p>
        {/* The list stays in the page (empty when nothing is typed) so aria-controls always points at it. */}
        <ul
          ref={listRef}
          id={listId}
          aria-label={t('planFinding.finder.results')}
          onKeyDown={onListKeyDown}
          className="space-y-1"
        >
          {results.map((s) => (
            <li key={s.id}>
              <Link
                to={sectionRoute(schoolId, s)}
                className="block rounded-md border border-slate-200 px-3 py-2 no-underline hover:bg-brand-50 focus-visible:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
              >
                <span className="font-semibold text-brand-800 dark:text-brand-300">
                  <span className="tabular-nums">{s.number}</span> {sectionTitle(s)}
                </span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{s.question}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </search>
  );
}
