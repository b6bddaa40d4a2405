/**
 * The parts of a provider's list page, one of each: the filter bar and its labelled controls, a search
 * typed into the address after a pause, the loading / error / data states of the list's query, the
 * table in its own keyboard-reachable scrolling region, and the pager. Deliveries, activity, finance and
 * supplies are drawn from these, so they look and behave alike.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { Button } from './button';
import { cn } from './cn';
import { control, controlState } from './field';
import { Alert, Spinner } from './misc';

/** The filters above a list: a `search` landmark named for the list. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <search aria-label={label} className="flex flex-wrap items-end gap-4">
      {children}
    </search>
  );
}

/** A labelled text, search or date filter. */
export function FilterInput({
  label,
  value,
  onChange,
  type = 'search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'date';
}) {
  const id = useId();
  return (
    <div className={cn('space-y-1', type === 'search' && 'w-full max-w-xs')}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(control, controlState())}
      />
    </div>
  );
}

/** A labelled choice whose first option ("all …") clears the filter. */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  /** `lang`: an option in another language than the page (the plan's English options in te reo). */
  options: readonly { value: string; label: string; lang?: string }[];
}) {
  const id = useId();
  return (
    <div className="w-full max-w-xs space-y-1">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(control, controlState())}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * What is typed into a search filter, kept as typed, and handed to `apply` (which puts it in the address)
 * once typing pauses, trimmed. Returns the box's value and its setter.
 */
export function useTypedFilter(
  initial: string,
  apply: (typed: string) => void,
): [string, (v: string) => void] {
  const [input, setInput] = useState(initial);
  const typed = useDebounced(input.trim());
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    latest.current(typed);
  }, [typed]);
  return [input, setInput];
}

/** A list query's states: a spinner first, an error when there is nothing to show, else the list. */
export function QueryResult<T>({
  query,
  loadingLabel,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.data === undefined)
    return query.isError ? (
      <Alert tone="error" role="alert">
        <p>{query.error?.message}</p>
      </Alert>
    ) : null;
  return <>{children(query.data)}</>;
}

/** A table in its own labelled region that scrolls sideways and is reachable by keyboard (WCAG 2.1.1). */
export function TableRegion({
  label,
  caption,
  tableClassName,
  children,
}: {
  label: string;
  caption: ReactNode;
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <caption className="px-4 py-2 text-left">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

/** Previous / next with where the reader is between them; shown only when there is another page. */
export function Pager({
  label,
  status,
  previous,
  next,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  status: string;
  previous: string;
  next: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        {previous}
      </Button>
      <span className="text-sm">{status}</span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={onNext}>
        {next}
      </Button>
    </nav>
  );
}
