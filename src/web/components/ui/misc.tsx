import { AlertTriangle, CheckCircle2, Circle, CircleDot, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n';
import { cn } from './cn';

export function Card({
  children,
  className,
  as: As = 'section',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
}) {
  return (
    <As
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...rest}
    >
      {children}
    </As>
  );
}

type Tone = 'info' | 'success' | 'warning' | 'error';
const tones: Record<Tone, { cls: string; Icon: typeof Info; label: string }> = {
  info: {
    cls: 'border-brand-700 bg-brand-50 dark:bg-slate-900 dark:border-brand-300',
    Icon: Info,
    label: 'Information',
  },
  success: {
    cls: 'border-green-700 bg-green-50 dark:bg-slate-900 dark:border-green-400',
    Icon: CheckCircle2,
    label: 'Success',
  },
  warning: {
    cls: 'border-amber-600 bg-amber-50 dark:bg-slate-900 dark:border-amber-400',
    Icon: AlertTriangle,
    label: 'Warning',
  },
  error: {
    cls: 'border-red-700 bg-red-50 dark:bg-slate-900 dark:border-red-400',
    Icon: XCircle,
    label: 'Error',
  },
};

export function Alert({
  tone = 'info',
  title,
  children,
  role,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  const { cls, Icon, label } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-md border-l-4 p-4', cls)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <span className="sr-only">{label}: </span>
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-12 text-slate-700 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
      />
      <span>{label}</span>
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-pulse rounded bg-slate-200 dark:bg-slate-700', className)}
    />
  );
}

/** A status shown with an icon and words, never colour alone. */
export function StatusTag({
  status,
  label,
}: {
  status: 'not_started' | 'in_progress' | 'completed';
  label: string;
}) {
  const map = {
    not_started: { Icon: Circle, cls: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200' },
    in_progress: {
      Icon: CircleDot,
      cls: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
    },
    completed: {
      Icon: CheckCircle2,
      cls: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
    },
  } as const;
  const { Icon, cls } = map[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium', cls)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

export function PageHeader({
  title,
  lead,
  eyebrow,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}) {
  // On a public page, inside its English article, the eyebrow is a translated word (decision 042).
  const miLang = useLanguage() === 'mi' ? 'mi' : undefined;
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-3xl space-y-2">
        {eyebrow && (
          <p
            lang={miLang}
            className="text-sm font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300"
          >
            {eyebrow}
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

/** A progress bar with its percentage in words beside it (never the bar alone). */
export function ProgressBar({ percent, labelledBy }: { percent: number; labelledBy: string }) {
  return (
    <>
      <div
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby={labelledBy}
      >
        <div
          className="h-full rounded-full bg-brand-700 dark:bg-brand-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{percent}%</p>
    </>
  );
}
