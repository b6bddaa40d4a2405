import { useEffect, useRef } from 'react';

/**
 * The error summary at the top of a form (GOV.UK pattern): it takes focus when it appears and links to
 * each wrong field.
 */
export function ErrorSummary({
  title,
  errors,
  idFor = (field) => field,
}: {
  title: string;
  errors: Record<string, string | undefined>;
  idFor?: (field: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  const key = entries.map(([k, v]) => `${k}:${v}`).join('|');
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
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
