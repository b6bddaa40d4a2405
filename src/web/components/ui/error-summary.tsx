import { useEffect, useRef } from 'react';

/**
 * The error summary at the top of a form (GOV.UK pattern): it links to each wrong field, and takes focus
 * once after each submit that failed — never while someone types. `submitCount` counts the person's
 * submits (react-hook-form's `formState.submitCount`, or the form's own counter): the summary moves focus
 * when it has problems to show and a submit has happened since it last did, so messages that change
 * while a field is being corrected never pull the keyboard away from it.
 */
export function ErrorSummary({
  title,
  errors,
  submitCount,
  idFor = (field) => field,
}: {
  title: string;
  errors: Record<string, string | undefined>;
  submitCount: number;
  idFor?: (field: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  const has = entries.length > 0;
  useEffect(() => {
    if (has && submitCount > focusedFor.current) {
      focusedFor.current = submitCount;
      ref.current?.focus();
    }
  }, [has, submitCount]);
  if (!entries.length) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md border-4 border-red-700 bg-white p-4 dark:border-red-400 dark:bg-slate-900"
    >
      <h2 id="error-summary-title" className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-2 list-none space-y-1 p-0">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${idFor(field)}`}
              className="font-medium text-red-700 underline dark:text-red-400"
              onClick={(e) => {
                const el = document.getElementById(idFor(field));
                if (el) {
                  e.preventDefault();
                  el.focus();
                  el.scrollIntoView({ block: 'center' });
                }
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
